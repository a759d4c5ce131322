// POST /dashboard/embed/send/{id}: sends the built message to its channel.
import { apiRoutes } from '#shared/api-routes';
import type { EmbedSend } from '#shared/schemas/embed';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends `payload` (built by `buildEmbedSendPayload`).
 * @throws ApiRequestError with the reply's `error` text as `serverMessage` when the bot refuses.
 */
export async function sendEmbed(serverId: string, payload: EmbedSend): Promise<void> {
  await apiRequest(apiRoutes.embedSend(serverId), { method: 'POST', body: payload });
}
