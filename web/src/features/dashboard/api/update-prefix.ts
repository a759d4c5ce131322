// POST /bot/server/{id}/prefix: changes the server's command prefix; every page showing the server sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { PrefixUpdate, ServerDetail } from '#shared/schemas/server';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Sends `{ prefix }` (the caller trims it first). The success body is not read.
 * @throws ApiRequestError; its `serverMessage` holds the reply's message, if any.
 */
export async function updatePrefix(serverId: string, body: PrefixUpdate): Promise<void> {
  await apiRequest(apiRoutes.serverPrefix(serverId), {
    method: 'POST',
    body,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
}

/**
 * The prefix write of `serverId`. On success the cached server detail takes the new prefix, so
 * the overview, the section pages and the autoresponder page show it without a reload.
 */
export function useUpdatePrefix(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrefixUpdate) => updatePrefix(serverId, body),
    onSuccess: (_reply, { prefix }) =>
      client.setQueryData<ServerDetail>(queryKeys.serverDetail(serverId), (detail) =>
        detail ? { ...detail, prefix } : detail,
      ),
  });
}
