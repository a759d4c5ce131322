// GET /bot/server/{id}: the server detail, loaded with the dashboard's retry rules.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { snowflakeSchema } from '#shared/schemas/ids';
import { type ServerDetail, serverDetailSchema } from '#shared/schemas/server';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { currentGuildAtom } from '../../../lib/current-guild';
import { type RetryingLoad, useRetryingLoad } from '../../../lib/use-retrying-load';

/**
 * Fetches a server's detail, aborting after FETCH_TIMEOUT_MS.
 * @throws ApiRequestError: 404 without a call when `serverId` is not a Discord id; otherwise
 * 'timeout', 'network', 'http' (401 ends the session, 403 not an admin, 404 unknown) or 'invalid'.
 */
export function fetchServerDetail(serverId: string): Promise<ServerDetail> {
  if (!snowflakeSchema.safeParse(serverId).success) {
    return Promise.reject(new ApiRequestError('http', 'Not a server id', 404));
  }
  return apiRequest(apiRoutes.server(serverId), { schema: serverDetailSchema, timeoutMs: FETCH_TIMEOUT_MS });
}

/** Loads the server with retries and keeps the server layout's current guild up to date. */
export function useServerDetail(serverId: string): RetryingLoad<ServerDetail> {
  const setCurrentGuild = useSetAtom(currentGuildAtom);
  const load = useCallback(async () => {
    const detail = await fetchServerDetail(serverId);
    setCurrentGuild({ id: serverId, name: detail.name, icon: detail.icon ?? null });
    return detail;
  }, [serverId, setCurrentGuild]);
  return useRetryingLoad(load, serverId);
}
