// DELETE /api/history/{id}: the owner clears the server's history (one entry saying so is kept).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Clears the history of `serverId`.
 * @throws ApiRequestError: 403 unless the caller owns the server, 503 when the database is down.
 */
export async function clearHistory(serverId: string): Promise<void> {
  await apiRequest(`/history/${encodeURIComponent(serverId)}`, { method: 'DELETE' });
}

/** The clearing of `serverId`'s history; on success the timeline is read again. */
export function useClearHistory(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => clearHistory(serverId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.history(serverId) }),
  });
}
