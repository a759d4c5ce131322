// POST /dashboard/embed/send-roles/{id}: posts the reaction-role message.
import { apiRoutes } from '#shared/api-routes';
import type { ReactionRoleSend } from '#shared/schemas/reaction-roles';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends `payload` (built by `buildReactionRolePayload`).
 * @throws ApiRequestError whose message is the bot's error text or 'HTTP {status}'.
 */
export async function sendReactionRoles(serverId: string, payload: ReactionRoleSend): Promise<void> {
  await apiRequest(apiRoutes.embedSendRoles(serverId), { method: 'POST', body: payload });
}
