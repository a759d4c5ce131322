// GET /dashboard/embed/channels/{id}: the channels an embed can be sent to, or samples when loading fails.
import { useCallback, useEffect, useState } from 'react';
import { apiRoutes } from '../../../../../shared/api-routes';
import { offeredChannels, readChannelList } from '../../../../../shared/logic/channels';
import type { Channel } from '../../../../../shared/schemas/resources';
import { apiRequest } from '../../../lib/api-client';

/** The three channels substituted when the real list cannot be loaded (spec section 8). */
export const SAMPLE_CHANNELS: readonly Channel[] = [
  { id: '100000000000000001', name: 'general', type: 0 },
  { id: '100000000000000002', name: 'announcements', type: 5 },
  { id: '100000000000000003', name: 'welcome', type: 0 },
];

/**
 * The server's text and announcement channels. The reply may be `{ channels }`, an array or `{ data }`.
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
}

/**
 * Loads the channels of `serverId` on mount and on `reload()`. On any failure the three
 * SAMPLE_CHANNELS are offered and `failed` is set, so the page can say 'Failed to load channels'.
 */
export function useEmbedChannels(serverId: string): EmbedChannelsState & { reload: () => void } {
  const [state, setState] = useState<EmbedChannelsState>({ channels: [], loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (from reload) loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    getEmbedChannels(serverId, controller.signal).then(
      (channels) => setState({ channels, loading: false, failed: false }),
      () => {
        if (!controller.signal.aborted)
          setState({ channels: [...SAMPLE_CHANNELS], loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [serverId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
