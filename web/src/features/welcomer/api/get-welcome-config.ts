// GET /welcomer/{id}: the stored welcome config, read leniently into a complete draft.
import { apiRoutes } from '#shared/api-routes';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { readWelcomeConfig } from '#shared/schemas/welcomer-read';
import { apiRequest } from '../../../lib/api-client';

/**
 * Loads the config; a reply without one (`config: null`, a new server) gives the empty disabled config.
 * @throws ApiRequestError when the call fails.
 */
export async function getWelcomeConfig(guildId: string, signal?: AbortSignal): Promise<WelcomeConfig> {
  const reply = await apiRequest<{ config?: unknown }>(apiRoutes.welcomer(guildId), { signal });
  return readWelcomeConfig(reply && typeof reply === 'object' ? reply.config : null);
}
