// POST /welcomer/update with { guildId, config }; the cached config becomes what was saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { WelcomerUpdate } from '#shared/schemas/welcomer';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Saves the config (build the body with `buildWelcomerUpdate`).
 * @throws ApiRequestError whose message is the reply's error text or 'HTTP {status}'.
 */
export async function saveWelcomeConfig(body: WelcomerUpdate): Promise<void> {
  await apiRequest(apiRoutes.welcomerUpdate(), { method: 'POST', body });
}

/** The welcome write; on success the server's cached welcome config is the one sent (no refetch needed). */
export function useSaveWelcomeConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWelcomeConfig,
    onSuccess: (_reply, body) => client.setQueryData(queryKeys.welcomeConfig(body.guildId), body.config),
  });
}
