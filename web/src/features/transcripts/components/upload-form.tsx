// Opens a transcript file from the visitor's disk (chosen or dropped), read in the browser only.
import { type DragEvent, useState } from 'react';
import { TRANSCRIPT_MAX_FILE_BYTES } from '#shared/constants/transcripts';
import { FileOpenInput } from '../../../components/file-open-input';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import { transcriptTexts as texts } from '../texts';

interface UploadFormProps {
  onText: (raw: string, source: TranscriptSource) => void;
  onError: (message: string) => void;
}

/** Files over TRANSCRIPT_MAX_FILE_BYTES or that cannot be read are reported through `onError`. */
export function UploadForm({ onText, onError }: UploadFormProps) {
  const [dragging, setDragging] = useState(false);
  const open = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > TRANSCRIPT_MAX_FILE_BYTES) {
      onError(texts.fileTooLarge);
      return;
    }
    try {
      onText(await file.text(), { kind: 'file', name: file.name });
    } catch {
      onError(texts.fileUnreadable);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void open(event.dataTransfer.files[0]);
  };
  return (
    <fieldset
      className={`transcript-loader__drop${dragging ? ' transcript-loader__drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor="transcript-file">{texts.uploadLabel}</label>
      <FileOpenInput id="transcript-file" accept=".txt,text/plain" onOpen={(file) => void open(file)} />
      <p className="transcript-loader__hint">{texts.uploadHint}</p>
    </fieldset>
  );
}
