// POST /welcomer/update with { guildId, config }; the cached config becomes what was saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { WelcomerUpdate } from '#shared/schemas/welcomer';
import { apiRequest } from '#web/lib/api-client';
import { conflictHeaders } from '#web/lib/edit-conflict';
import { queryKeys } from '#web/lib/query-keys';

/**
 * Saves the config (build the body with `buildWelcomerUpdate`), with the edit-conflict check when
 * `base` (the history entry the editor loaded) is known.
 * @throws ApiRequestError whose message is the reply's error text or 'HTTP {status}'; a 409 whose
 * `useEditConflict` catches as another admin's save.
 */
export async function saveWelcomeConfig(body: WelcomerUpdate, base?: number | null): Promise<void> {
  await apiRequest(apiRoutes.welcomerUpdate(), { method: 'POST', body, headers: conflictHeaders(base) });
}

/** The welcome write (`base`: see saveWelcomeConfig); on success the server's cached welcome config is the one sent (no refetch needed). */
export function useSaveWelcomeConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ base, ...body }: WelcomerUpdate & { base?: number | null }) =>
      saveWelcomeConfig(body, base),
    onSuccess: (_reply, body) => client.setQueryData(queryKeys.welcomeConfig(body.guildId), body.config),
  });
}
