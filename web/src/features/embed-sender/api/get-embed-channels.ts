// The embed sender's channels: the shared channel list, or three sample channels when it cannot be loaded.
import { useQuery } from '@tanstack/react-query';
import type { Channel } from '#shared/schemas/resources';
import { channelsQuery } from '#web/lib/server-channels';

/** The three channels substituted when the real list cannot be loaded (spec section 8). */
export const SAMPLE_CHANNELS: readonly Channel[] = [
  { id: '100000000000000001', name: 'general', type: 0 },
  { id: '100000000000000002', name: 'announcements', type: 5 },
  { id: '100000000000000003', name: 'welcome', type: 0 },
];

/** The channel list's state: loading, loaded, or failed with the samples in its place. */
export interface EmbedChannelsState {
  channels: Channel[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * The channels of `serverId` (the shared GET /dashboard/embed/channels/{id} query). On any failure
 * the three SAMPLE_CHANNELS are offered and `failed` is set, so the page can say 'Failed to load channels'.
 */
export function useEmbedChannels(serverId: string): EmbedChannelsState {
  const query = useQuery(channelsQuery(serverId));
  const failed = query.isError;
  return {
    channels: failed ? [...SAMPLE_CHANNELS] : (query.data ?? []),
    loading: query.isFetching,
    failed,
    reload: () => void query.refetch(),
  };
}
