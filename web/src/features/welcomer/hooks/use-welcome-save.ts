// Saves the draft: idle → saving → success (3 s) or error (5 s, with the reply's reason).
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { buildWelcomerUpdate } from '#shared/logic/welcome-payload';
import { ApiRequestError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { saveWelcomeConfig } from '../api/save-welcome-config';
import { welcomeDraftAtom, welcomeSavedAtom } from '../atoms/welcome-editor-atoms';

/** Save state: `saving` while the request runs; `saved` for 3 s after success; `failure` (the reason) for 5 s. */
export interface WelcomeSave {
  saving: boolean;
  saved: boolean;
  failure: string | null;
  save: () => Promise<void>;
}

/** Sends POST /welcomer/update for `guildId`; on success the sent config becomes the saved copy (edits made meanwhile stay). */
export function useWelcomeSave(guildId: string): WelcomeSave {
  const draft = useAtomValue(welcomeDraftAtom);
  const setSaved = useSetAtom(welcomeSavedAtom);
  const [saving, setSaving] = useState(false);
  const [saved, showSaved, clearSaved] = useTimedMessage<true>(SUCCESS_MESSAGE_MS);
  const [failure, showFailure, clearFailure] = useTimedMessage(ERROR_MESSAGE_MS);

  const save = useCallback(async () => {
    const body = buildWelcomerUpdate(guildId, draft);
    setSaving(true);
    clearSaved();
    clearFailure();
    try {
      await saveWelcomeConfig(body);
      setSaved(body.config);
      showSaved(true);
    } catch (error) {
      showFailure(error instanceof ApiRequestError ? error.message : '');
    } finally {
      setSaving(false);
    }
  }, [guildId, draft, setSaved, showSaved, showFailure, clearSaved, clearFailure]);

  return { saving, saved: saved === true, failure, save };
}
