// POST /bot/server/{id}/prefix: changes the server's command prefix; every page showing the server sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { PrefixUpdate, ServerDetail } from '#shared/schemas/server';
import { apiRequest } from '#web/lib/api-client';
import { conflictHeaders } from '#web/lib/edit-conflict';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Sends `{ prefix }` (the caller trims it first), with the edit-conflict check when `base` (the
 * history entry the editor started from) is known. The success body is not read.
 * @throws ApiRequestError; its `serverMessage` holds the reply's message, if any; a 409 whose
 * `useEditConflict` catches as another admin's save.
 */
export async function updatePrefix(
  serverId: string,
  body: PrefixUpdate,
  base?: number | null,
): Promise<void> {
  await apiRequest(apiRoutes.serverPrefix(serverId), {
    method: 'POST',
    body,
    timeoutMs: FETCH_TIMEOUT_MS,
    headers: conflictHeaders(base),
  });
}

/**
 * The prefix write of `serverId` (`base`: see updatePrefix). On success the cached server detail takes the new prefix, so
 * the overview, the section pages and the autoresponder page show it without a reload.
 */
export function useUpdatePrefix(serverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ base, ...body }: PrefixUpdate & { base?: number | null }) =>
      updatePrefix(serverId, body, base),
    onSuccess: (_reply, { prefix }) =>
      client.setQueryData<ServerDetail>(queryKeys.serverDetail(serverId), (detail) =>
        detail ? { ...detail, prefix } : detail,
      ),
  });
}
