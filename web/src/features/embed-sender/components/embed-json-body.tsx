// The JSON panel's contents, loaded when the panel first opens: export (copy, download) and import (paste, open a file) of Discord message JSON.
import { type ComponentProps, useId, useState } from 'react';
import { COPY_TICK_MS } from '#shared/constants/limits';
import { useConfirmFirst } from '#web/components/confirm-dialog';
import { FileOpenInput } from '#web/components/file-open-input';
import { LabelledField } from '#web/components/labelled-field';
import { LockableButton } from '#web/components/lockable-button';
import { type EmbedDraft, isEmbedDraftDirty } from '#web/lib/embed/embed-draft';
import { draftToDiscordJson, parseDraftJson } from '#web/lib/embed/embed-json';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { JSON_TEXTS } from '../texts';

const MAX_FILE_BYTES = 1024 * 1024;

/** Props: the draft to export and a way to replace it with an imported one. */
export interface EmbedJsonBodyProps {
  draft: EmbedDraft;
  onImport: (draft: EmbedDraft) => void;
  /**
   * Attributes of the import box that keep the browser's own Ctrl/Cmd+Z for its text (it is not
   * part of the draft); handed down by the panel, which the page loads with the editor's shortcuts.
   */
  ownUndo: Record<string, string>;
}

/** A labelled box of JSON code (`id` is its textarea's); the other props go to the textarea. */
function CodeBox({ id, label, ...props }: ComponentProps<'textarea'> & { id: string; label: string }) {
  return (
    <LabelledField id={id} label={label}>
      <textarea id={id} className="field counted-field__input embed-json__code fs-80 mono" {...props} />
    </LabelledField>
  );
}

function downloadJson(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'embed.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * What the open panel holds. A failed import shows why and changes nothing (the pasted text stays
 * to fix it); replacing a draft that holds work asks first. Import is locked (not disabled) while
 * the box is empty, as after an import, so the focus stays on it.
 */
export default function EmbedJsonBody({ draft, onImport, ownUndo }: EmbedJsonBodyProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string[] | null>(null);
  const [copied, showCopied] = useTimedMessage<string>(COPY_TICK_MS);
  const exported = JSON.stringify(draftToDiscordJson(draft), null, 2);

  const importText = (source: string) => {
    const parsed = parseDraftJson(source, draft.channelId);
    setResult(null);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (isEmbedDraftDirty(draft)) confirmReplace.ask(parsed);
    else apply(parsed);
  };

  const apply = (imported: { draft: EmbedDraft; notes: string[] }) => {
    setText('');
    onImport(imported.draft);
    setResult(imported.notes);
  };
  const confirmReplace = useConfirmFirst(
    {
      title: JSON_TEXTS.replaceTitle,
      message: JSON_TEXTS.replaceConfirm,
      confirmLabel: JSON_TEXTS.replaceButton,
    },
    apply,
  );

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(JSON_TEXTS.fileTooLarge);
      return;
    }
    const content = await file.text();
    setText(content);
    importText(content);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exported);
      showCopied(JSON_TEXTS.copied);
    } catch {
      setError(JSON_TEXTS.copyFailed);
    }
  };

  return (
    <>
      <div className="embed-section__body grid gap-4 min-w-0">
        <p className="faint fs-80">{JSON_TEXTS.description}</p>
        <CodeBox id={`${id}-export`} label={JSON_TEXTS.exported} rows={8} readOnly value={exported} />
        <div className="embed-json__actions flex wrap gap-2">
          <button type="button" className="button button--secondary" onClick={copy}>
            {copied ?? JSON_TEXTS.copy}
          </button>
          <button type="button" className="button button--secondary" onClick={() => downloadJson(exported)}>
            {JSON_TEXTS.download}
          </button>
        </div>
        <CodeBox
          id={`${id}-import`}
          label={JSON_TEXTS.importLabel}
          rows={6}
          value={text}
          spellCheck={false}
          {...ownUndo}
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p className="fs-80 danger" role="alert">
            {error}
          </p>
        )}
        {result && (
          <div className="embed-json__result success" role="status">
            <p>{JSON_TEXTS.imported}</p>
            {result.length > 0 && (
              <ul>
                {result.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="embed-json__actions flex wrap gap-2">
          <LockableButton
            type="button"
            className="button"
            locked={!text.trim()}
            onClick={() => importText(text)}
          >
            {JSON_TEXTS.importButton}
          </LockableButton>
          <label className="button button--secondary embed-json__file">
            {JSON_TEXTS.openFile}
            <FileOpenInput
              accept="application/json,.json"
              className="visually-hidden"
              onOpen={(file) => void openFile(file)}
            />
          </label>
        </div>
      </div>
      {confirmReplace.dialog}
    </>
  );
}
