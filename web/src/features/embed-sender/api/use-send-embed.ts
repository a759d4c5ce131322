// The embed sender's send action: checks the channel and limits, then runs the send mutation.
import { useCallback } from 'react';
import { ERROR_MESSAGE_MS } from '#shared/constants/limits';
import { ApiRequestError } from '#web/lib/api-client';
import { failureReason } from '#web/lib/api-errors';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload } from '#web/lib/embed/embed-payload';
import { useSendStatus } from '#web/lib/use-send-status';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { embedDraftProblems } from '../logic/embed-draft-problems';
import { EMBED_TEXTS } from '../texts';
import { useSendEmbedMutation } from './send-embed';

/** An error shown for 5 s: the spec's text and, when the bot said why, its reason. */
export interface SendError {
  text: string;
  detail?: string;
}

/**
 * Sends the draft of `serverId`. Without a channel it shows 'Please select a channel'; a draft
 * with limit problems is not sent. On success the stored draft is forgotten at once and the form
 * resets after the 3 s success message. A failure shows 'Failed to send embed' with the bot's
 * reason for 5 s and keeps the draft. While a send runs or its success shows, submit does nothing.
 * `submit` returns true when it started a send.
 */
export function useSendEmbed(serverId: string, draft: EmbedDraft, reset: () => void) {
  const mutation = useSendEmbedMutation(serverId);
  const status = useSendStatus(mutation, reset);
  const [error, showError, clearError] = useTimedMessage<SendError>(ERROR_MESSAGE_MS);
  const { mutate } = mutation;
  const submit = useCallback((): boolean => {
    if (status !== 'idle') return false;
    clearError();
    if (!draft.channelId) {
      showError({ text: EMBED_TEXTS.selectChannel });
      return false;
    }
    if (embedDraftProblems(draft).length > 0) return false;
    mutate(buildEmbedSendPayload(draft, new Date()), {
      onError: (failure) =>
        showError({
          text: EMBED_TEXTS.sendFailed,
          detail: failure instanceof ApiRequestError ? failureReason(failure) : undefined,
        }),
    });
    return true;
  }, [status, draft, mutate, showError, clearError]);
  return { status, error, submit };
}
