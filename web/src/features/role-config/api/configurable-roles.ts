// GET /bot/server/{guildId}/configurableRoles: which server role each role key hands out.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoles } from '#shared/schemas/configurable-roles';
import { ApiRequestError, apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Reads the assignment map leniently: known keys with a string id, everything else unassigned.
 * @throws ApiRequestError 'invalid' when the body is not an object.
 */
function readConfig(body: unknown): ConfigurableRoles {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiRequestError('invalid', 'Invalid response data structure');
  }
  const map = body as Record<string, unknown>;
  return Object.fromEntries(
    CONFIGURABLE_ROLE_KEYS.map((key) => [key, typeof map[key] === 'string' ? map[key] : null]),
  );
}

/**
 * The one query of the assignments. Not retried: the spec answers a failure with the demo data at once.
 * Its queryFn throws ApiRequestError when the call fails or the body is not an object.
 */
export function configurableRolesQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.configurableRoles(guildId),
    queryFn: async () =>
      readConfig(await apiRequest(apiRoutes.configurableRoles(guildId), { timeoutMs: FETCH_TIMEOUT_MS })),
    retry: false,
  });
}
