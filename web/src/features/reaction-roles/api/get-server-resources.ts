// The reaction-roles page's view of the shared server-resources query: loading, the resources, or the failure's message.
import { useQuery } from '@tanstack/react-query';
import type { ServerResources } from '#shared/schemas/resources';
import { serverResourcesQuery } from '#web/lib/server-resources';

/** The load's state: loading, the resources, or the failure's message. */
export interface ServerResourcesState {
  resources: ServerResources | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The resources of `serverId`; `error` is the failure's message (the bot's text, 'HTTP {status}' or a network text). */
export function useServerResources(serverId: string): ServerResourcesState {
  const query = useQuery(serverResourcesQuery(serverId));
  const { error } = query;
  const message = query.isError ? (error instanceof Error ? error.message : String(error)) : null;
  return {
    resources: query.data ?? null,
    loading: query.isFetching,
    error: message,
    reload: () => void query.refetch(),
  };
}
