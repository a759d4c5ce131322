// The send flow of the embed sender: 'Sending...', success for 3 s, then the form resets; errors for 5 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '../../../../../shared/constants/limits';
import type { EmbedDraft } from '../../../../../shared/logic/embed-draft';
import { embedDraftProblems } from '../../../../../shared/logic/embed-draft-problems';
import { buildEmbedSendPayload } from '../../../../../shared/logic/embed-payload';
import { ApiRequestError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { forgetStoredEmbedDraft } from '../atoms/embed-draft-atom';
import { EMBED_TEXTS } from '../texts';
import { sendEmbed } from './send-embed';

/** Where the send is: editing, waiting for the bot, or showing success before the reset. */
export type SendStatus = 'idle' | 'sending' | 'sent';

/** An error shown for 5 s: the spec's text and, when the bot said why, its reason. */
export interface SendError {
  text: string;
  detail?: string;
}

/**
 * Sends the draft of `serverId`. Without a channel it shows 'Please select a channel'; a draft
 * with limit problems is not sent. On success the stored draft is forgotten at once, the success
 * state lasts 3 s and then `reset` clears the form (also when the page is left sooner).
 * A failure shows 'Failed to send embed' with the bot's reason and keeps the draft.
 */
export function useSendEmbed(serverId: string, draft: EmbedDraft, reset: () => void) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [error, showError, clearError] = useTimedMessage<SendError>(ERROR_MESSAGE_MS);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_MESSAGE_MS);
    return () => {
      clearTimeout(timer);
      reset();
    };
  }, [status, reset]);

  const submit = useCallback(async () => {
    if (status !== 'idle') return;
    clearError();
    if (!draft.channelId) {
      showError({ text: EMBED_TEXTS.selectChannel });
      return;
    }
    if (embedDraftProblems(draft).length > 0) return;
    setStatus('sending');
    try {
      await sendEmbed(serverId, buildEmbedSendPayload(draft, new Date()));
      forgetStoredEmbedDraft(serverId);
      if (mounted.current) setStatus('sent');
      else reset();
    } catch (failure) {
      if (!mounted.current) return;
      setStatus('idle');
      showError({
        text: EMBED_TEXTS.sendFailed,
        detail: failure instanceof ApiRequestError ? failure.message : undefined,
      });
    }
  }, [status, draft, serverId, reset, clearError, showError]);

  return { status, error, submit };
}
