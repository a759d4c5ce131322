// GET /welcomer/{id}: the stored welcome config, read leniently into a complete draft.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { readWelcomeConfig } from '#shared/schemas/welcomer-read';
import { apiRequest } from '#web/lib/api-client';
import { takeSucceededEdgeRead } from '#web/lib/edge-reads';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Loads the config; a reply without one (`config: null`, a new server) gives the empty disabled config.
 * @throws ApiRequestError when the call fails.
 */
export async function getWelcomeConfig(guildId: string): Promise<WelcomeConfig> {
  return configOfReply(await apiRequest<unknown>(apiRoutes.welcomer(guildId)));
}

/** The config a GET /welcomer/{id} reply holds, read leniently; a reply without one gives the empty disabled config. */
function configOfReply(reply: unknown): WelcomeConfig {
  return readWelcomeConfig(
    reply && typeof reply === 'object' ? (reply as { config?: unknown }).config : null,
  );
}

/**
 * The one query of the welcome config, starting with the Worker's succeeded read of it for this page
 * if any: the page's first render (a transition, in short tasks) then draws the editor, instead of
 * a later update when the query answers, which React renders as one long task.
 */
export function welcomeConfigQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.welcomeConfig(guildId),
    queryFn: () => getWelcomeConfig(guildId),
    initialData: () => {
      const read = takeSucceededEdgeRead(apiRoutes.welcomer(guildId));
      return read ? configOfReply(read.body) : undefined;
    },
  });
}
