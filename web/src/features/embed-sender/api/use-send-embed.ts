// The embed sender's send action: checks the channel and limits, then posts through the shared send cycle.
import { useCallback } from 'react';
import type { EmbedDraft } from '#shared/logic/embed-draft';
import { embedDraftProblems } from '#shared/logic/embed-draft-problems';
import { buildEmbedSendPayload } from '#shared/logic/embed-payload';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendFlow } from '../../../lib/use-send-flow';
import { forgetStoredEmbedDraft } from '../atoms/embed-draft-atom';
import { EMBED_TEXTS } from '../texts';
import { sendEmbed } from './send-embed';

/** An error shown for 5 s: the spec's text and, when the bot said why, its reason. */
export interface SendError {
  text: string;
  detail?: string;
}

/**
 * Sends the draft of `serverId`. Without a channel it shows 'Please select a channel'; a draft
 * with limit problems is not sent. On success the stored draft is forgotten at once and the form
 * resets after the 3 s success message. A failure shows 'Failed to send embed' with the bot's
 * reason and keeps the draft.
 */
export function useSendEmbed(serverId: string, draft: EmbedDraft, reset: () => void) {
  const { status, error, showError, clearError, run } = useSendFlow<SendError>(reset);
  const submit = useCallback(async () => {
    if (status !== 'idle') return;
    if (!draft.channelId) {
      clearError();
      showError({ text: EMBED_TEXTS.selectChannel });
      return;
    }
    if (embedDraftProblems(draft).length > 0) return;
    await run(
      async () => {
        await sendEmbed(serverId, buildEmbedSendPayload(draft, new Date()));
        forgetStoredEmbedDraft(serverId);
      },
      (failure) => ({
        text: EMBED_TEXTS.sendFailed,
        detail: failure instanceof ApiRequestError ? failure.message : undefined,
      }),
    );
  }, [status, draft, serverId, run, showError, clearError]);
  return { status, error, submit };
}
