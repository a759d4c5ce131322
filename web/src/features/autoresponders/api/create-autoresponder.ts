// POST /bot/server/{id}/autoresponders with the trimmed trigger and response.
import { apiRoutes } from '#shared/api-routes';
import type { Autoresponder } from '#shared/schemas/autoresponders';
import { apiRequest } from '../../../lib/api-client';

/**
 * Creates an autoresponder; the body is sent as given (build it with `autoresponderPayload`).
 * @throws ApiRequestError with the reply's error text, or 'HTTP {status}'.
 */
export async function createAutoresponder(serverId: string, payload: Autoresponder): Promise<void> {
  await apiRequest(apiRoutes.autoresponders(serverId), { method: 'POST', body: payload });
}
