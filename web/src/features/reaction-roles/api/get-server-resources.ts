// GET /dashboard/embed/resources/{id}: the roles, custom emojis and channels of a server.
import { apiRoutes } from '#shared/api-routes';
import { type ServerResources, serverResourcesSchema } from '#shared/schemas/resources';
import { apiRequest } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';

/**
 * The server's resources.
 * @throws ApiRequestError: its message is the bot's error text, 'HTTP {status}', or a network/timeout text.
 */
export function getServerResources(serverId: string, signal?: AbortSignal): Promise<ServerResources> {
  return apiRequest(apiRoutes.embedResources(serverId), { schema: serverResourcesSchema, signal });
}

/** The load's state: loading, the resources, or the failure's message. */
export interface ServerResourcesState {
  resources: ServerResources | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Loads the resources of `serverId` on mount and on `reload()`; `error` is the failure's message. */
export function useServerResources(serverId: string): ServerResourcesState {
  const { data, loading, error, reload } = useLoad(
    (signal) => getServerResources(serverId, signal),
    serverId,
  );
  const message = error === null ? null : error instanceof Error ? error.message : String(error);
  return { resources: data, loading, error: message, reload };
}
