// POST /welcomer/update with { guildId, config }.
import { apiRoutes } from '#shared/api-routes';
import type { WelcomerUpdate } from '#shared/schemas/welcomer';
import { apiRequest } from '../../../lib/api-client';

/**
 * Saves the config (build the body with `buildWelcomerUpdate`).
 * @throws ApiRequestError whose message is the reply's error text or 'HTTP {status}'.
 */
export async function saveWelcomeConfig(body: WelcomerUpdate): Promise<void> {
  await apiRequest(apiRoutes.welcomerUpdate(), { method: 'POST', body });
}
