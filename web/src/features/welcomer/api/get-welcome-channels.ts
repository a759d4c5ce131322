// The channels a welcome can go to: the shared channel list, falling back on the guild lookup GET /dashboard/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import type { Channel } from '#shared/schemas/resources';
import { apiRequest } from '#web/lib/api-client';
import { findChannelList, offeredChannels } from '#web/lib/discord/channels';
import { queryKeys } from '#web/lib/query-keys';
import { channelsQuery } from '#web/lib/server-channels';

/** The offered channels, whether they are still loading, and whether neither source could give any. */
export interface WelcomeChannels {
  channels: Channel[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The query of the guild lookup's channels (an answer without a list reads as none). Not retried. */
function guildChannelsQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboardGuild(guildId),
    queryFn: async () =>
      offeredChannels(findChannelList(await apiRequest(apiRoutes.dashboardGuild(guildId))) ?? []),
    retry: false,
  });
}

/**
 * Text and announcement channels from the channel list; when that call fails or offers none,
 * from the guild lookup (read only then). With both failing, `failed` is true and the list empty.
 */
export function useWelcomeChannels(guildId: string): WelcomeChannels {
  const primary = useQuery(channelsQuery(guildId));
  const useFallback = primary.isError || primary.data?.length === 0;
  const fallback = useQuery({ ...guildChannelsQuery(guildId), enabled: useFallback });
  return {
    channels: (useFallback ? fallback.data : primary.data) ?? [],
    loading: primary.isPending || (useFallback && fallback.isPending),
    failed: primary.isError && fallback.isError,
    retry: () => {
      void primary.refetch();
      if (useFallback) void fallback.refetch();
    },
  };
}
