// The channels a welcome can go to: GET /dashboard/embed/channels/{id}, falling back on the guild lookup GET /dashboard/{id}.
import { apiRoutes } from '#shared/api-routes';
import { findChannelList, offeredChannels } from '#shared/logic/channels';
import type { Channel } from '#shared/schemas/resources';
import { apiRequest } from '../../../lib/api-client';

/** The offered channels, and whether neither source could give any. */
export interface WelcomeChannels {
  channels: Channel[];
  failed: boolean;
}

async function offeredFrom(path: string, signal?: AbortSignal): Promise<Channel[]> {
  return offeredChannels(findChannelList(await apiRequest(path, { signal })) ?? []);
}

/**
 * Text and announcement channels from the channel list; when that call fails or offers none,
 * from the guild lookup instead. Never throws: with both failing, `failed` is true and the list empty.
 */
export async function getWelcomeChannels(guildId: string, signal?: AbortSignal): Promise<WelcomeChannels> {
  const primary = await offeredFrom(apiRoutes.embedChannels(guildId), signal).catch(() => null);
  if (primary && primary.length > 0) return { channels: primary, failed: false };
  const fallback = await offeredFrom(apiRoutes.dashboardGuild(guildId), signal).catch(() => null);
  if (fallback && fallback.length > 0) return { channels: fallback, failed: false };
  return { channels: [], failed: primary === null && fallback === null };
}
