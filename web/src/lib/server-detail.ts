// GET /bot/server/{id}: the server detail, one query shared by the overview, section pages, tools and header.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { isSnowflake } from '#shared/logic/ids';
import type { ServerDetail } from '#shared/schemas/server';
import { ApiRequestError, checkedRead, initialCheckedRead } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Fetches a server's detail, aborting after FETCH_TIMEOUT_MS.
 * @throws ApiRequestError: 404 without a call when `serverId` is not a Discord id; otherwise
 * 'timeout', 'network', 'http' (401 ends the session, 403 not an admin, 404 unknown) or 'invalid'.
 */
export function fetchServerDetail(serverId: string): Promise<ServerDetail> {
  if (!isSnowflake(serverId)) {
    return Promise.reject(new ApiRequestError('http', 'Not a server id', 404));
  }
  return checkedRead(apiRoutes.server(serverId), 'serverDetail', { timeoutMs: FETCH_TIMEOUT_MS });
}

/** The one query of GET /bot/server/{id}, starting with the Worker's read of it for this page if any. */
export function serverDetailQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.serverDetail(serverId),
    queryFn: () => fetchServerDetail(serverId),
    initialData: () =>
      isSnowflake(serverId) ? initialCheckedRead<'serverDetail'>(apiRoutes.server(serverId)) : undefined,
  });
}
