// POST /bot/server/{id}/autoresponders with the trimmed trigger and response; the list reloads after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { Autoresponder } from '#shared/schemas/autoresponders';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Creates an autoresponder; the body is sent as given (build it with `autoresponderPayload`).
 * @throws ApiRequestError with the reply's error text, or 'HTTP {status}'.
 */
export async function createAutoresponder(serverId: string, payload: Autoresponder): Promise<void> {
  await apiRequest(apiRoutes.autoresponders(serverId), { method: 'POST', body: payload });
}

/** The create write of `serverId`; on success the autoresponder list (and nothing else) is reloaded. */
export function useCreateAutoresponder(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Autoresponder) => createAutoresponder(serverId, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.autoresponders(serverId) }),
  });
}
