// GET /bot/server/{id}/autoresponders: the server's autoresponders.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { autorespondersResponseSchema } from '#shared/schemas/autoresponders';
import { apiRequest } from '#web/lib/api-client';
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

/** The one query of the autoresponder list. */
export function autorespondersQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.autoresponders(serverId),
    queryFn: () => listAutoresponders(serverId),
  });
}
