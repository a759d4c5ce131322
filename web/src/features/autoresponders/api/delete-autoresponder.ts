// DELETE /bot/server/{id}/autoresponders/{trigger}, the trigger URL-encoded in the path; the list reloads after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Deletes the autoresponder with exactly this trigger.
 * @throws ApiRequestError with the reply's error text, or 'HTTP {status}'.
 */
export async function deleteAutoresponder(serverId: string, trigger: string): Promise<void> {
  await apiRequest(apiRoutes.autoresponder(serverId, trigger), { method: 'DELETE' });
}

/** The delete write of `serverId`; on success the autoresponder list (and nothing else) is reloaded. */
export function useDeleteAutoresponder(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trigger: string) => deleteAutoresponder(serverId, trigger),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.autoresponders(serverId) }),
  });
}
