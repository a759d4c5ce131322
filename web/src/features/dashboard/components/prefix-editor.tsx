// The editable command prefix: view → edit → saving → 'Updated!' (3 s), or the error (5 s) while editing.
import { useAtom } from 'jotai';
import type { KeyboardEvent } from 'react';
import { ERROR_MESSAGE_MS, PREFIX_MAX_LENGTH, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { ApiRequestError } from '../../../lib/api-client';
import { dashboardErrorText, errorStatus } from '../../../lib/api-errors';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { updatePrefix } from '../api/update-prefix';
import { prefixEditorAtom } from '../atoms/prefix-editor';
import { PREFIX_TEXTS } from '../texts';

/** The text of a failed save: the server's message, else 'Failed to update prefix: {status}'. */
export function prefixErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  const status = errorStatus(error);
  return status === undefined ? dashboardErrorText(error) : PREFIX_TEXTS.failed(status);
}

/** Props: the server, its current prefix, and what to do once a new prefix is saved. */
export interface PrefixEditorProps {
  serverId: string;
  prefix: string;
  onSaved: (prefix: string) => void;
}

/**
 * Edits the prefix. Enter saves, Escape cancels. The value is trimmed; an empty or unchanged
 * value just closes the editor, one over PREFIX_MAX_LENGTH cannot be saved.
 */
export function PrefixEditor({ serverId, prefix, onSaved }: PrefixEditorProps) {
  const [editor, setEditor] = useAtom(prefixEditorAtom);
  const [updated, showUpdated] = useTimedMessage<true>(SUCCESS_MESSAGE_MS);
  const [error, showError, clearError] = useTimedMessage(ERROR_MESSAGE_MS);
  const open = editor?.serverId === serverId ? editor : null;
  const trimmed = open?.draft.trim() ?? '';
  const tooLong = trimmed.length > PREFIX_MAX_LENGTH;
  const canSave = open?.mode === 'edit' && trimmed !== '' && trimmed !== prefix && !tooLong;

  const close = () => {
    clearError();
    setEditor(null);
  };
  const save = async () => {
    if (open?.mode !== 'edit' || tooLong) return;
    if (!canSave) return close();
    setEditor({ ...open, mode: 'saving' });
    try {
      await updatePrefix(serverId, { prefix: trimmed });
      close();
      onSaved(trimmed);
      showUpdated(true);
    } catch (failure) {
      setEditor({ ...open, mode: 'edit' });
      showError(prefixErrorText(failure));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!open) {
    return (
      <div className="dash-prefix">
        <code className="dash-prefix__value">{prefix}</code>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setEditor({ serverId, mode: 'edit', draft: prefix })}
        >
          {PREFIX_TEXTS.edit}
        </button>
        {updated && (
          <output className="dash-prefix__updated" aria-live="polite">
            ✓ {PREFIX_TEXTS.updated}
          </output>
        )}
      </div>
    );
  }
  const saving = open.mode === 'saving';
  return (
    <div className="dash-prefix dash-prefix--editing">
      <label className="dash-prefix__field">
        <span className="visually-hidden">{PREFIX_TEXTS.label}</span>
        <input
          value={open.draft}
          disabled={saving}
          aria-invalid={tooLong}
          aria-describedby="dash-prefix-help"
          onChange={(event) => setEditor({ ...open, draft: event.target.value })}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
          autoFocus
        />
      </label>
      <span className={`dash-prefix__count${tooLong ? ' dash-prefix__count--over' : ''}`}>
        {trimmed.length}/{PREFIX_MAX_LENGTH}
      </span>
      <button type="button" className="button" disabled={!canSave} onClick={() => void save()}>
        {saving ? PREFIX_TEXTS.saving : PREFIX_TEXTS.save}
      </button>
      <button type="button" className="button button--secondary" disabled={saving} onClick={close}>
        {PREFIX_TEXTS.cancel}
      </button>
      <p id="dash-prefix-help" className="dash-prefix__help">
        {tooLong ? PREFIX_TEXTS.tooLong(PREFIX_MAX_LENGTH) : PREFIX_TEXTS.hint}
      </p>
      {error && (
        <p className="dash-prefix__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
