// GET /welcomer/{id}: the stored welcome config, read leniently into a complete draft.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { readWelcomeConfig } from '#shared/schemas/welcomer-read';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Loads the config; a reply without one (`config: null`, a new server) gives the empty disabled config.
 * @throws ApiRequestError when the call fails.
 */
export async function getWelcomeConfig(guildId: string): Promise<WelcomeConfig> {
  const reply = await apiRequest<{ config?: unknown }>(apiRoutes.welcomer(guildId));
  return readWelcomeConfig(reply && typeof reply === 'object' ? reply.config : null);
}

/** The one query of the welcome config. */
export function welcomeConfigQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.welcomeConfig(guildId),
    queryFn: () => getWelcomeConfig(guildId),
  });
}
