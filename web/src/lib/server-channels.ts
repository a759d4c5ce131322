// GET /dashboard/embed/channels/{id}: the channels a message can go to, shared by the embed sender and welcomer.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { Channel } from '#shared/schemas/resources';
import { apiRequest } from './api-client';
import { offeredChannels, readChannelList } from './discord/channels';
import { queryKeys } from './query-keys';

/**
 * The server's text and announcement channels, from any reply shape `readChannelList` reads.
 * @throws ApiRequestError when the call fails, TypeError when the reply holds no channel list.
 */
export async function fetchChannels(serverId: string): Promise<Channel[]> {
  const body = await apiRequest<unknown>(apiRoutes.embedChannels(serverId));
  return offeredChannels(readChannelList(body));
}

/**
 * The one query of the channel list. Not retried: the spec answers a failure with a fallback at
 * once (the embed sender's sample channels, the welcomer's guild lookup).
 */
export function channelsQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.channels(serverId),
    queryFn: () => fetchChannels(serverId),
    retry: false,
  });
}
