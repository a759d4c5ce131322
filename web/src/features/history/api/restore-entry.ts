// Restores the value before a recorded change by sending it through the tool's own validated route.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { HistoryEntry } from '#shared/schemas/history';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The call that puts `entry.before` back, or null when the entry cannot be restored. */
export function restoreCall(
  entry: HistoryEntry,
): { path: string; method: 'POST' | 'PATCH'; body: unknown } | null {
  if (entry.beforeState !== 'recorded' || entry.before === null || entry.before === undefined) return null;
  const id = entry.serverId;
  if (entry.tool === 'prefix')
    return { path: apiRoutes.serverPrefix(id), method: 'POST', body: entry.before };
  if (entry.tool === 'roles')
    return { path: apiRoutes.configurableRoles(id), method: 'PATCH', body: entry.before };
  if (entry.tool === 'welcome')
    return { path: apiRoutes.welcomerUpdate(), method: 'POST', body: entry.before };
  if (entry.tool === 'autoresponders' && entry.action === 'delete') {
    return { path: apiRoutes.autoresponders(id), method: 'POST', body: entry.before };
  }
  return null;
}

/**
 * The restore of one entry; on success every cached read of the server is marked stale (the tool
 * pages and the timeline, which gains the restore's own entry, read again).
 * @throws ApiRequestError from the tool's route (its own rules apply, e.g. the autoresponder limit).
 */
export function useRestoreEntry(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entry: HistoryEntry) => {
      const call = restoreCall(entry);
      if (!call) return;
      await apiRequest(call.path, { method: call.method, body: call.body, timeoutMs: FETCH_TIMEOUT_MS });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.server(serverId) }),
  });
}
