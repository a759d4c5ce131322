// PATCH /bot/server/{guildId}/configurableRoles: assigns a server role to a role key, or clears it.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { ConfigurableRoleUpdate } from '#shared/schemas/configurable-roles';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends `{ roleName, roleId }` (roleId null clears). An OK reply means success; its body is not read.
 * @throws ApiRequestError on any failure.
 */
export async function updateConfigurableRole(guildId: string, body: ConfigurableRoleUpdate): Promise<void> {
  await apiRequest(apiRoutes.configurableRoles(guildId), {
    method: 'PATCH',
    body,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
}
