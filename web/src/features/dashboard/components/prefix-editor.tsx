// The editable command prefix: view → edit → saving → 'Updated!' (3 s), or the error (5 s) while editing.
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGE_MS, PREFIX_MAX_LENGTH, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { ActionRow } from '#web/components/action-row';
import { LazyEditConflictNotice } from '#web/components/lazy-edit-conflict-notice';
import { StatusText } from '#web/components/status-text';
import { useEditorShortcuts } from '#web/lib/a11y/use-editor-shortcuts';
import { ApiRequestError } from '#web/lib/api-client';
import { dashboardErrorText, errorStatus, serverMessageText } from '#web/lib/api-errors';
import { useEditConflict } from '#web/lib/edit-conflict';
import { formatUsage } from '#web/lib/i18n/format-count';
import { queryKeys } from '#web/lib/query-keys';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useUpdatePrefix } from '../api/update-prefix';
import { PREFIX_TEXTS } from '../texts';

/** The text of a failed save: the server's message, else 'Failed to update prefix: {status}'. */
export function prefixErrorText(error: unknown): string {
  const message = error instanceof ApiRequestError ? serverMessageText(error) : undefined;
  if (message) return message;
  const status = errorStatus(error);
  return status === undefined ? dashboardErrorText(error) : PREFIX_TEXTS.failed(status);
}

/** Props: the server and its current prefix. */
export interface PrefixEditorProps {
  serverId: string;
  prefix: string;
}

/**
 * Edits the prefix. Enter or Ctrl/Cmd+S saves, Escape cancels; saving, 'Updated!' and the error
 * are announced through the live region. The value is trimmed; an empty or unchanged
 * value just closes the editor, one over PREFIX_MAX_LENGTH cannot be saved. Closing puts focus
 * back on 'Edit prefix' when it was in the editor (or lost), so a keyboard user keeps their place;
 * while saving, Cancel is locked (not disabled), so it keeps the focus too.
 * The draft is this component's own state (null while the prefix is only shown).
 */
export function PrefixEditor({ serverId, prefix }: PrefixEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const mutation = useUpdatePrefix(serverId);
  const client = useQueryClient();
  const [updated, showUpdated] = useTimedMessage<true>(SUCCESS_MESSAGE_MS);
  const [error, showError, clearError] = useTimedMessage(ERROR_MESSAGE_MS);
  const saving = mutation.isPending;
  const trimmed = draft?.trim() ?? '';
  const tooLong = trimmed.length > PREFIX_MAX_LENGTH;
  const canSave = draft !== null && !saving && trimmed !== '' && trimmed !== prefix && !tooLong;
  const editor = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // The history entry editing started from: a save over another admin's later one answers 409.
  const editConflict = useEditConflict(serverId, 'prefix', {
    enabled: draft !== null,
    onKeepTheirs: () => {
      close();
      client.invalidateQueries({ queryKey: queryKeys.serverDetail(serverId) });
    },
    onSaveMine: () => save(false),
  });
  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [draft]);

  const close = () => {
    const focus = document.activeElement;
    refocus.current = !focus || focus === document.body || Boolean(editor.current?.contains(focus));
    clearError();
    editConflict.dismiss();
    setDraft(null);
  };
  /** Saves the draft; `checked` false saves over another admin's change (after the conflict warning). */
  const save = (checked = true) => {
    if (draft === null || saving || tooLong) return;
    if (!canSave) return close();
    editConflict.dismiss();
    mutation.mutate(
      { prefix: trimmed, base: editConflict.baseFor(checked) },
      {
        onSuccess: () => {
          close();
          showUpdated(true);
        },
        onError: (failure) => {
          if (!editConflict.caught(failure)) showError(prefixErrorText(failure));
        },
      },
    );
  };
  useEditorShortcuts({ save: draft === null ? undefined : () => save() });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (draft === null) {
    return (
      <div className="cluster dash-prefix gap-2">
        <code className="dash-prefix__value">{prefix}</code>
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          onClick={() => setDraft(prefix)}
        >
          {PREFIX_TEXTS.edit}
        </button>
        {updated && (
          <StatusText as="span" className="dash-prefix__updated bold success">
            <span aria-hidden="true">✓ </span>
            {PREFIX_TEXTS.updated}
          </StatusText>
        )}
      </div>
    );
  }
  return (
    <div ref={editor} className="cluster dash-prefix gap-2 dash-prefix--editing">
      <label className="dash-prefix__field">
        <span className="visually-hidden">{PREFIX_TEXTS.label}</span>
        <input
          className="field mono"
          value={draft}
          readOnly={saving}
          aria-invalid={tooLong}
          aria-describedby="dash-prefix-help"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
          autoFocus
        />
      </label>
      <span className={`dash-prefix__count faint fs-85${tooLong ? ' danger' : ''}`}>
        {formatUsage(trimmed.length, PREFIX_MAX_LENGTH)}
      </span>
      <ActionRow
        busy={saving}
        primaryFirst
        primary={{
          label: PREFIX_TEXTS.save,
          busyText: PREFIX_TEXTS.saving,
          onPress: () => save(),
          disabled: !canSave,
        }}
        secondary={{ label: PREFIX_TEXTS.cancel, onPress: close }}
      />
      <p id="dash-prefix-help" className="faint fs-85 basis-full">
        {tooLong ? PREFIX_TEXTS.tooLong(PREFIX_MAX_LENGTH) : PREFIX_TEXTS.hint}
      </p>
      {editConflict.notice && <LazyEditConflictNotice {...editConflict.notice} />}
      {error && (
        <StatusText className="dash-prefix__error danger fs-85 basis-full" politeness="assertive">
          {error}
        </StatusText>
      )}
    </div>
  );
}
