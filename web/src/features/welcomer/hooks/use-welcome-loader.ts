// Loads the Welcome Dashboard: the stored config and the channels (blocking), the server icon (in the background).
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { guildIconUrl } from '#shared/logic/discord-cdn';
import type { Channel } from '#shared/schemas/resources';
import { currentGuildAtom } from '../../../lib/current-guild';
import { getServerSummary } from '../api/get-server-summary';
import { getWelcomeChannels } from '../api/get-welcome-channels';
import { getWelcomeConfig } from '../api/get-welcome-config';
import { startEditingAtom } from '../atoms/welcome-editor-atoms';

/** Where the load is, and what it found. */
export interface WelcomeLoad {
  status: 'loading' | 'error' | 'ready';
  channels: Channel[];
  /** Neither the channel list nor the guild lookup answered. */
  channelsFailed: boolean;
  serverIconUrl: string | null;
  retry: () => void;
}

/**
 * Loads on mount and on `retry`; a failed config load is 'error' ('Failed to load data'),
 * failed channels only set `channelsFailed`. Replies of an earlier load are ignored. The server
 * icon comes from the current guild when a page already loaded this server, else from its detail
 * (which then becomes the current guild, so the layout can name the server).
 */
export function useWelcomeLoader(guildId: string): WelcomeLoad {
  const startEditing = useSetAtom(startEditingAtom);
  const store = useStore();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<WelcomeLoad, 'retry' | 'serverIconUrl'>>({
    status: 'loading',
    channels: [],
    channelsFailed: false,
  });
  const [serverIconUrl, setServerIconUrl] = useState<string | null>(null);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (Retry) runs the load again.
  useEffect(() => {
    const controller = new AbortController();
    const run = ++latest.current;
    const current = () => run === latest.current && !controller.signal.aborted;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const known = store.get(currentGuildAtom);
    const summary =
      known?.id === guildId ? Promise.resolve(known) : getServerSummary(guildId, controller.signal);
    void summary.then((guild) => {
      if (!current() || !guild) return;
      if (known?.id !== guildId) store.set(currentGuildAtom, guild);
      setServerIconUrl(guildIconUrl(guild.id, guild.icon, 128));
    });
    Promise.all([
      getWelcomeConfig(guildId, controller.signal),
      getWelcomeChannels(guildId, controller.signal),
    ])
      .then(([config, { channels, failed }]) => {
        if (!current()) return;
        startEditing(config);
        setState({ status: 'ready', channels, channelsFailed: failed });
      })
      .catch(() => current() && setState((previous) => ({ ...previous, status: 'error' })));
    return () => controller.abort();
  }, [guildId, attempt, startEditing, store]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, serverIconUrl, retry };
}
