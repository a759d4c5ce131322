// POST /dashboard/embed/send-roles/{id}: posts the reaction-role message (a write that changes no cached read).
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { ReactionRoleSend } from '#shared/schemas/reaction-roles';
import { apiRequest } from '#web/lib/api-client';

/**
 * Sends `payload` (built by `buildReactionRolePayload`).
 * @throws ApiRequestError whose message is the bot's error text or 'HTTP {status}'.
 */
export async function sendReactionRoles(serverId: string, payload: ReactionRoleSend): Promise<void> {
  await apiRequest(apiRoutes.embedSendRoles(serverId), { method: 'POST', body: payload });
}

/** The send write of `serverId`. */
export function useSendReactionRolesMutation(serverId: string) {
  return useMutation({ mutationFn: (payload: ReactionRoleSend) => sendReactionRoles(serverId, payload) });
}
