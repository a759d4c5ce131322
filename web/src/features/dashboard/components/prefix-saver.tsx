// The prefix editor's save, edit-conflict check and save error, loaded while the editor's field is already drawn.
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { ERROR_MESSAGE_MS } from '#shared/constants/limits';
import { LazyEditConflictNotice } from '#web/components/lazy-edit-conflict-notice';
import { StatusText } from '#web/components/status-text';
import { ApiRequestError } from '#web/lib/api-client';
import { dashboardErrorText, errorStatus, serverMessageText } from '#web/lib/api-errors';
import { useEditConflict } from '#web/lib/edit-conflict';
import { queryKeys } from '#web/lib/query-keys';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useUpdatePrefix } from '../api/update-prefix';
import { PREFIX_TEXTS } from '../texts';

/** The text of a failed save: the server's message, else 'Failed to update prefix: {status}'. */
function prefixErrorText(error: unknown): string {
  const message = error instanceof ApiRequestError ? serverMessageText(error) : undefined;
  if (message) return message;
  const status = errorStatus(error);
  return status === undefined ? dashboardErrorText(error) : PREFIX_TEXTS.failed(status);
}

/** What the editor calls on the saver. */
export interface PrefixSaverHandle {
  /** Saves `prefix`; `checked` false saves over another admin's change (after the conflict warning). */
  save: (checked?: boolean) => void;
}

/** The editor's side of a save. */
export interface PrefixEditorSide {
  /** Saves once at mount: the editor asked for a save before this module had loaded. */
  saveAtMount: boolean;
  /** A save starts (true) or ends (false), whatever its outcome. */
  onSaving: (saving: boolean) => void;
  /** The save succeeded: the editor closes and shows 'Updated!'. */
  onSaved: () => void;
  /** Closes the editor ('Keep theirs' of the conflict warning). */
  onClose: () => void;
}

/** Props: the server, the trimmed draft to save, and the editor's side of a save. */
export interface PrefixSaverProps {
  serverId: string;
  /** The trimmed draft; the editor has checked it can be saved. */
  prefix: string;
  editor: PrefixEditorSide;
  ref: Ref<PrefixSaverHandle>;
}

/**
 * Mounted while the prefix is edited: reads the edit-conflict base, saves through `ref`, and
 * draws the conflict warning and a failed save's text (5 s, assertive) at the editor's foot.
 * A save's end reaches `onSaving`/`onSaved` even when the editor closed meanwhile (Escape).
 * On success the cached server detail takes the new prefix (useUpdatePrefix).
 */
export function PrefixSaver({ serverId, prefix, editor, ref }: PrefixSaverProps) {
  const { saveAtMount, onSaving, onSaved, onClose } = editor;
  const mutation = useUpdatePrefix(serverId);
  const client = useQueryClient();
  const [error, showError] = useTimedMessage(ERROR_MESSAGE_MS);
  const editConflict = useEditConflict(serverId, 'prefix', {
    onKeepTheirs: () => {
      onClose();
      client.invalidateQueries({ queryKey: queryKeys.serverDetail(serverId) });
    },
    onSaveMine: () => save(false),
  });
  const save = (checked = true) => {
    editConflict.dismiss();
    onSaving(true);
    mutation
      .mutateAsync({ prefix, base: editConflict.baseFor(checked) })
      .then(onSaved, (failure: unknown) => {
        if (!editConflict.caught(failure)) showError(prefixErrorText(failure));
      })
      .finally(() => onSaving(false));
  };
  useImperativeHandle(ref, () => ({ save }));
  const savedAtMount = useRef(false);
  useEffect(() => {
    if (!saveAtMount || savedAtMount.current) return;
    savedAtMount.current = true;
    save();
  });

  return (
    <>
      {editConflict.notice && <LazyEditConflictNotice {...editConflict.notice} />}
      {error && (
        <StatusText className="dash-prefix__error danger fs-85 basis-full" politeness="assertive">
          {error}
        </StatusText>
      )}
    </>
  );
}
