// The mention sources of an editor that loads channels but not roles: roles and emoji come from the shared resources query, asked for only when needed.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Channel, CustomEmoji, Role } from '#shared/schemas/resources';
import type { MentionResolver } from '#web/components/markdown/mention-resolver';
import { serverResourcesQuery } from '#web/lib/server-resources';
import type { MentionSources } from './mention-sources';

const NONE: readonly (Role & CustomEmoji)[] = [];

/**
 * Sources for the embed sender and the welcome editor: their `channels`, and the roles and custom
 * emoji of the shared GET /dashboard/embed/resources/{id} query. That query runs only once a field
 * opens an '@' or ':' list (`want`) or `eager` is set (the draft already holds a role mention);
 * data another page already loaded is used at once. While it loads, or when it fails, there are
 * no roles or custom emoji (and no error: the fields still offer channels and unicode emoji).
 */
export function useEditorMentions(
  serverId: string,
  channels: readonly Channel[],
  eager: boolean,
): MentionSources {
  const [wanted, setWanted] = useState(false);
  const { data } = useQuery({ ...serverResourcesQuery(serverId), enabled: wanted || eager });
  const want = useCallback(() => setWanted(true), []);
  return useMemo(
    () => ({
      serverId,
      channels,
      roles: data?.roles ?? NONE,
      emojis: data?.emojis ?? NONE,
      want,
      roleInsert: 'mention' as const,
    }),
    [serverId, channels, data, want],
  );
}

/** Names for the preview's `<#id>` and `<@&id>` from the sources' channels and roles (colours included). */
export function mentionResolver(sources: Pick<MentionSources, 'channels' | 'roles'>): MentionResolver {
  return {
    channel: (id) => sources.channels.find((channel) => channel.id === id),
    role: (id) => sources.roles.find((role) => role.id === id),
  };
}

/** True when `text` holds a role mention `<@&id>`, so the roles are needed to draw it. */
export function mentionsRole(text: string): boolean {
  return text.includes('<@&');
}
