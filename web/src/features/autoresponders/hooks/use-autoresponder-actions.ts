// Create and delete with their success (3 s) and error (5 s) messages; the list reloads after each.
import { useCallback, useState } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { autoresponderPayload } from '#shared/logic/autoresponder-draft';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { createAutoresponder } from '../api/create-autoresponder';
import { deleteAutoresponder } from '../api/delete-autoresponder';
import { AUTORESPONDER_TEXTS as T } from '../texts';
import { errorText } from './error-text';

/** Action state and the two actions; each resolves true on success. */
export interface AutoresponderActions {
  creating: boolean;
  deleting: boolean;
  success: string | null;
  error: string | null;
  /** Sends the trimmed pair; blank parts give 'Both trigger and response are required' and no request. */
  create: (trigger: string, response: string) => Promise<boolean>;
  remove: (trigger: string) => Promise<boolean>;
}

/** Actions of the server `serverId`; `reloadList` runs after every successful change. */
export function useAutoresponderActions(
  serverId: string,
  reloadList: () => Promise<void>,
): AutoresponderActions {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [error, showError, clearError] = useTimedMessage(ERROR_MESSAGE_MS);

  /** Runs one change with its busy flag; says `done` and reloads on success, `failed(msg)` otherwise. */
  const run = useCallback(
    async (
      setBusy: (busy: boolean) => void,
      change: () => Promise<void>,
      done: string,
      failed: (msg: string) => string,
    ) => {
      setBusy(true);
      try {
        await change();
        clearError();
        showSuccess(done);
        await reloadList();
        return true;
      } catch (failure) {
        clearSuccess();
        showError(failed(errorText(failure)));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [reloadList, showSuccess, showError, clearSuccess, clearError],
  );

  const create = useCallback(
    async (trigger: string, response: string) => {
      const payload = autoresponderPayload(trigger, response);
      if (payload)
        return run(setCreating, () => createAutoresponder(serverId, payload), T.created, T.createFailed);
      clearSuccess();
      showError(T.bothRequired);
      return false;
    },
    [serverId, run, showError, clearSuccess],
  );

  const remove = useCallback(
    (trigger: string) =>
      run(setDeleting, () => deleteAutoresponder(serverId, trigger), T.deleted, T.deleteFailed),
    [serverId, run],
  );

  return { creating, deleting, success, error, create, remove };
}
