// The reaction-roles page's view of the shared server-resources query: loading, the resources, or the failure's message.
import { useQuery } from '@tanstack/react-query';
import type { ServerResources } from '#shared/schemas/resources';
import { failureReason } from '#web/lib/api-errors';
import { serverResourcesQuery } from '#web/lib/server-resources';

/** The load's state: loading, the resources, or the failure's message. */
export interface ServerResourcesState {
  resources: ServerResources | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The resources of `serverId`; `error` is the failure's reason in the active locale (see failureReason). */
export function useServerResources(serverId: string): ServerResourcesState {
  const query = useQuery(serverResourcesQuery(serverId));
  const { error } = query;
  const message = query.isError ? failureReason(error) : null;
  return {
    resources: query.data ?? null,
    loading: query.isFetching,
    error: message,
    reload: () => void query.refetch(),
  };
}
