// POST /dashboard/embed/send/{id}: sends the built message to its channel (a write that changes no cached read).
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { EmbedSend } from '#shared/schemas/embed';
import { apiRequest } from '#web/lib/api-client';
import { forgetStoredEmbedDraft } from '../atoms/embed-draft-atom';

/**
 * Sends `payload` (built by `buildEmbedSendPayload`).
 * @throws ApiRequestError with the reply's `error` text as `serverMessage` when the bot refuses.
 */
export async function sendEmbed(serverId: string, payload: EmbedSend): Promise<void> {
  await apiRequest(apiRoutes.embedSend(serverId), { method: 'POST', body: payload });
}

/** The send write of `serverId`; once the bot accepted it, the stored draft is forgotten at once. */
export function useSendEmbedMutation(serverId: string) {
  return useMutation({
    mutationFn: async (payload: EmbedSend) => {
      await sendEmbed(serverId, payload);
      forgetStoredEmbedDraft(serverId);
    },
  });
}
