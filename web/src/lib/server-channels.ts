// GET /dashboard/embed/channels/{id}: the channels a message can go to, shared by the embed sender and welcomer.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { Channel } from '#shared/schemas/resources';
import { apiRequest } from './api-client';
import { findChannelList, offeredChannels, readChannelList } from './discord/channels';
import { takeSucceededEdgeRead } from './edge-reads';
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
 * The channels of the Worker's succeeded read of the list for this page, as fetchChannels gives
 * them, taken now; undefined when the page has no such read or its reply holds no channel list
 * (the query then calls the API, whose reply it reports as it always did).
 */
function initialChannels(serverId: string): Channel[] | undefined {
  const list = findChannelList(takeSucceededEdgeRead(apiRoutes.embedChannels(serverId))?.body);
  return list ? offeredChannels(list) : undefined;
}

/**
 * The one query of the channel list, starting with the Worker's read of it for this page if any (so
 * the page's first render has the channels). Not retried: the spec answers a failure with a fallback
 * at once (the embed sender's sample channels, the welcomer's guild lookup).
 */
export function channelsQuery(serverId: string) {
  return queryOptions({
    queryKey: queryKeys.channels(serverId),
    queryFn: () => fetchChannels(serverId),
    initialData: () => initialChannels(serverId),
    retry: false,
  });
}
