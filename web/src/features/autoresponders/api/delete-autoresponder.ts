// DELETE /bot/server/{id}/autoresponders/{trigger}, the trigger URL-encoded in the path.
import { apiRoutes } from '#shared/api-routes';
import { apiRequest } from '../../../lib/api-client';

/**
 * Deletes the autoresponder with exactly this trigger.
 * @throws ApiRequestError with the reply's error text, or 'HTTP {status}'.
 */
export async function deleteAutoresponder(serverId: string, trigger: string): Promise<void> {
  await apiRequest(apiRoutes.autoresponder(serverId, trigger), { method: 'DELETE' });
}
