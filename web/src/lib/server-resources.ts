// GET /dashboard/embed/resources/{id}: the roles, custom emojis and channels of a server (reaction roles, role page).
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { type ServerResources, serverResourcesSchema } from '#shared/schemas/resources';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The server's resources.
 * @throws ApiRequestError: its message is the bot's error text, 'HTTP {status}', or a network/timeout text.
 */
export function fetchServerResources(serverId: string): Promise<ServerResources> {
  return apiRequest(apiRoutes.embedResources(serverId), {
    schema: serverResourcesSchema,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
}

/**
 * The one query of the server's resources; each page picks what it shows with `select`. Not
 * retried: a failure is answered at once (reaction roles' error banner, the role page's demo roles).
 */
export function serverResourcesQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.resources(serverId),
    queryFn: () => fetchServerResources(serverId),
    retry: false,
  });
}
