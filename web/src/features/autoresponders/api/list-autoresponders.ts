// GET /bot/server/{id}/autoresponders: the server's autoresponders.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { autorespondersResponseSchema } from '#shared/schemas/autoresponders';
import { apiRequest } from '#web/lib/api-client';
import { takeSucceededEdgeRead } from '#web/lib/edge-reads';
import { queryKeys } from '#web/lib/query-keys';

/** One stored autoresponder, exactly as the bot keeps it. */
export type StoredAutoresponder = { trigger: string; response: string };

/**
 * Loads the autoresponders (an absent list counts as none).
 * @throws ApiRequestError when the call fails or the reply is not `{ autoresponders: [...] }`.
 */
export async function listAutoresponders(serverId: string): Promise<StoredAutoresponder[]> {
  const reply = await apiRequest(apiRoutes.autoresponders(serverId), {
    schema: autorespondersResponseSchema,
  });
  return reply.autoresponders;
}

/**
 * The autoresponders of the Worker's succeeded read of the list for this page, taken now; undefined
 * when the page has no such read or its reply is not `{ autoresponders: [...] }` (the query then
 * calls the API, whose reply it reports as it always did).
 */
function initialAutoresponders(serverId: string): StoredAutoresponder[] | undefined {
  const read = takeSucceededEdgeRead(apiRoutes.autoresponders(serverId));
  const reply = read && autorespondersResponseSchema.safeParse(read.body);
  return reply?.success ? reply.data.autoresponders : undefined;
}

/**
 * The one query of the autoresponder list, starting with the Worker's read of it for this page if
 * any: the page's first render has the list, so nothing below it moves when it arrives.
 */
export function autorespondersQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.autoresponders(serverId),
    queryFn: () => listAutoresponders(serverId),
    initialData: () => initialAutoresponders(serverId),
  });
}
