// Opens a transcript file from the visitor's disk (chosen or dropped), read in the browser only.
import { type DragEvent, useState } from 'react';
import { TRANSCRIPT_MAX_FILE_BYTES } from '#shared/constants/transcripts';
import { FileOpenInput } from '#web/components/file-open-input';
import { transcriptTexts as texts } from '../texts';

interface UploadFormProps {
  onFile: (file: File) => void;
  onError: (message: string) => void;
}

/** Hands the file to `onFile` to stream in; files over TRANSCRIPT_MAX_FILE_BYTES are reported through `onError`. */
export function UploadForm({ onFile, onError }: UploadFormProps) {
  const [dragging, setDragging] = useState(false);
  const open = (file: File | undefined) => {
    if (!file) return;
    if (file.size > TRANSCRIPT_MAX_FILE_BYTES) onError(texts.fileTooLarge());
    else onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    open(event.dataTransfer.files[0]);
  };
  return (
    <fieldset
      className={`transcript-loader__drop grid gap-2 p-4 text-start${dragging ? ' transcript-loader__drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor="transcript-file">{texts.uploadLabel}</label>
      <FileOpenInput id="transcript-file" accept=".txt,text/plain" onOpen={open} />
      <p className="transcript-loader__hint faint fs-85">{texts.uploadHint}</p>
    </fieldset>
  );
}
