// GET /dashboard/embed/channels/{id}: the channels an embed can be sent to, or samples when loading fails.
import { apiRoutes } from '#shared/api-routes';
import { offeredChannels, readChannelList } from '#shared/logic/channels';
import type { Channel } from '#shared/schemas/resources';
import { apiRequest } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';

/** The three channels substituted when the real list cannot be loaded (spec section 8). */
export const SAMPLE_CHANNELS: readonly Channel[] = [
  { id: '100000000000000001', name: 'general', type: 0 },
  { id: '100000000000000002', name: 'announcements', type: 5 },
  { id: '100000000000000003', name: 'welcome', type: 0 },
];

/**
 * The server's text and announcement channels, from any reply shape `readChannelList` reads.
 * @throws ApiRequestError when the call fails, TypeError when the reply holds no channel list.
 */
export async function getEmbedChannels(serverId: string, signal?: AbortSignal): Promise<Channel[]> {
  const body = await apiRequest<unknown>(apiRoutes.embedChannels(serverId), { signal });
  return offeredChannels(readChannelList(body));
}

/** The channel list's state: loading, loaded, or failed with the samples in its place. */
export interface EmbedChannelsState {
  channels: Channel[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Loads the channels of `serverId` on mount and on `reload()`. On any failure the three
 * SAMPLE_CHANNELS are offered and `failed` is set, so the page can say 'Failed to load channels'.
 */
export function useEmbedChannels(serverId: string): EmbedChannelsState {
  const { data, loading, error, reload } = useLoad((signal) => getEmbedChannels(serverId, signal), serverId);
  const failed = error !== null;
  return { channels: failed ? [...SAMPLE_CHANNELS] : (data ?? []), loading, failed, reload };
}
