// PATCH /bot/server/{guildId}/configurableRoles: assigns a server role to a role key, or clears it.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type {
  ConfigurableRoleKey,
  ConfigurableRoles,
  ConfigurableRoleUpdate,
} from '#shared/schemas/configurable-roles';
import { apiRequest } from '#web/lib/api-client';
import { conflictHeaders } from '#web/lib/edit-conflict';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Sends `{ roleName, roleId }` (roleId null clears), with the edit-conflict check when `base` (the
 * history entry the page loaded) is known. An OK reply means success; its body is not read.
 * @throws ApiRequestError on any failure; a 409 whose `useEditConflict` catches as another admin's save.
 */
export async function updateConfigurableRole(
  guildId: string,
  body: ConfigurableRoleUpdate,
  base?: number | null,
): Promise<void> {
  await apiRequest(apiRoutes.configurableRoles(guildId), {
    method: 'PATCH',
    body,
    timeoutMs: FETCH_TIMEOUT_MS,
    headers: conflictHeaders(base),
  });
}

const mutationKey = (guildId: string) => ['update', ...queryKeys.configurableRoles(guildId)];

/** The assignment write of `guildId` (`base`: see updateConfigurableRole); on success the cached assignments take the new role id. */
export function useUpdateConfigurableRole(guildId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKey(guildId),
    mutationFn: ({ base, ...body }: ConfigurableRoleUpdate & { base?: number | null }) =>
      updateConfigurableRole(guildId, body, base),
    onSuccess: (_reply, { roleName, roleId }) =>
      client.setQueryData<ConfigurableRoles>(queryKeys.configurableRoles(guildId), (config) =>
        config ? { ...config, [roleName]: roleId } : config,
      ),
  });
}

/** The role keys of `guildId` whose save is running (several selects can save at once). */
export function useSavingRoleKeys(guildId: string): Partial<Record<ConfigurableRoleKey, boolean>> {
  const keys = useMutationState({
    filters: { mutationKey: mutationKey(guildId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as ConfigurableRoleUpdate).roleName,
  });
  return Object.fromEntries(keys.map((key) => [key, true]));
}
