// GET /auth/servers: the signed-in user and the servers they administer where the bot is present.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { ServersResponse } from '#shared/schemas/auth';
import { checkedRead, initialCheckedRead } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Fetches the user and their admin servers, aborting after FETCH_TIMEOUT_MS.
 * @throws ApiRequestError: 'timeout', 'network', 'http' (401/403 mean the session is over) or
 * 'invalid' when the body is not an object with `user` and `adminGuilds`.
 */
export function fetchAdminServers(): Promise<ServersResponse> {
  return checkedRead(apiRoutes.authServers(), 'adminServers', { timeoutMs: FETCH_TIMEOUT_MS });
}

/**
 * The one query of GET /auth/servers (server list, profile, role page, header), starting with the
 * Worker's read of it for this page if any; a 403 ends the session.
 */
export function adminServersQuery() {
  return queryOptions({
    queryKey: queryKeys.adminServers(),
    queryFn: fetchAdminServers,
    initialData: () => initialCheckedRead<'adminServers'>(apiRoutes.authServers()),
    meta: { endsSessionOn403: true },
  });
}
