// GET /bot/server/{id}: the name, member count and prefix the autoresponder page shows (and the icon, for the layout).
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { serverDetailSchema } from '#shared/schemas/server';
import { apiRequest } from '../../../lib/api-client';

const serverInfoSchema = serverDetailSchema.pick({ name: true, memberCount: true, prefix: true, icon: true });

/** What the page reads of the server detail; member count, prefix and icon may be missing. */
export type ServerInfo = { name: string; memberCount?: number; prefix?: string; icon?: string | null };

/**
 * Loads the server's name, member count, prefix and icon (10 s timeout).
 * @throws ApiRequestError when the call fails or the reply lacks a name.
 */
export function getServerInfo(serverId: string, signal?: AbortSignal): Promise<ServerInfo> {
  return apiRequest(apiRoutes.server(serverId), {
    schema: serverInfoSchema,
    timeoutMs: FETCH_TIMEOUT_MS,
    signal,
  });
}
