// POST /bot/server/{id}/prefix: changes the server's command prefix.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { PrefixUpdate } from '#shared/schemas/server';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends `{ prefix }` (the caller trims it first). The success body is not read.
 * @throws ApiRequestError; its `serverMessage` holds the reply's message, if any.
 */
export async function updatePrefix(serverId: string, body: PrefixUpdate): Promise<void> {
  await apiRequest(apiRoutes.serverPrefix(serverId), {
    method: 'POST',
    body,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
}
