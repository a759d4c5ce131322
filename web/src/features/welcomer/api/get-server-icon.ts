// GET /bot/server/{id}: the server icon the preview draws for "server icon" thumbnails and footer icons.
import { apiRoutes } from '../../../../../shared/api-routes';
import { FETCH_TIMEOUT_MS } from '../../../../../shared/constants/limits';
import { guildIconUrl } from '../../../../../shared/logic/discord-cdn';
import { serverDetailSchema } from '../../../../../shared/schemas/server';
import { apiRequest } from '../../../lib/api-client';

const iconSchema = serverDetailSchema.pick({ icon: true });

/** The server icon URL (128 px), or null when the server has none or the call fails. Never throws. */
export async function getServerIcon(guildId: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const detail = await apiRequest(apiRoutes.server(guildId), {
      schema: iconSchema,
      timeoutMs: FETCH_TIMEOUT_MS,
      signal,
    });
    return guildIconUrl(guildId, detail.icon, 128);
  } catch {
    return null;
  }
}
