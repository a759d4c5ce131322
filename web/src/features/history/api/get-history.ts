// GET /api/history/{id}: the server's change history, 50 entries a page by cursor, with its filters.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryTool } from '#shared/constants/history';
import { type HistoryPage, historyPageSchema } from '#shared/schemas/history';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The filters of the timeline; empty strings mean "all". */
export interface HistoryFilters {
  tool: HistoryTool | '';
  admin: string;
}

/** The path of one page: `/history/{id}?cursor&tool&admin`, each only when set. */
export function historyPath(serverId: string, filters: HistoryFilters, cursor?: string): string {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (filters.tool) query.set('tool', filters.tool);
  if (filters.admin) query.set('admin', filters.admin);
  const text = query.toString();
  return `/history/${encodeURIComponent(serverId)}${text ? `?${text}` : ''}`;
}

/**
 * One page of the history.
 * @throws ApiRequestError: 403 for a non-admin, 503 `history_unavailable` when the database is down.
 */
export function getHistoryPage(
  serverId: string,
  filters: HistoryFilters,
  cursor?: string,
): Promise<HistoryPage> {
  return apiRequest(historyPath(serverId, filters, cursor), { schema: historyPageSchema });
}

/** The timeline of `serverId` under `filters`: pages are fetched on demand (`fetchNextPage`). */
export function useHistory(serverId: string, filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.history(serverId), filters.tool, filters.admin],
    queryFn: ({ pageParam }) => getHistoryPage(serverId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}
