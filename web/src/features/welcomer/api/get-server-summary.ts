// GET /bot/server/{id}: the server's name and icon, for "server icon" images in the preview and the layout header.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { serverDetailSchema } from '#shared/schemas/server';
import { apiRequest } from '../../../lib/api-client';
import type { CurrentGuild } from '../../../lib/current-guild';

const summarySchema = serverDetailSchema.pick({ name: true, icon: true });

/** The server's id, name and icon hash, or null when the call fails. Never throws. */
export async function getServerSummary(guildId: string, signal?: AbortSignal): Promise<CurrentGuild | null> {
  try {
    const detail = await apiRequest(apiRoutes.server(guildId), {
      schema: summarySchema,
      timeoutMs: FETCH_TIMEOUT_MS,
      signal,
    });
    return { id: guildId, name: detail.name, icon: detail.icon ?? null };
  } catch {
    return null;
  }
}
