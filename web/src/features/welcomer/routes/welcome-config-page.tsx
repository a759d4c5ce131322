// Welcome Dashboard (/dashboard/{id}/welcome-config): load, then the tabbed editor beside the sticky live preview.
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { guildIconUrl } from '#shared/logic/discord-cdn';
import { Spinner } from '#web/components/spinner';
import { StatusText } from '#web/components/status-text';
import { useSetAtom, useStore } from '#web/lib/jotai';
import { serverDetailQuery } from '#web/lib/server-detail';
import { useWelcomeChannels } from '../api/get-welcome-channels';
import { welcomeConfigQuery } from '../api/get-welcome-config';
import { startEditingAtom } from '../atoms/welcome-editor-atoms';
import { WelcomeEditor } from '../components/welcome-editor';
import { WELCOME_TEXTS as T } from '../texts';
import '../components/welcome.css';

/**
 * The page; the server id is the route's `:serverId`. Waits for the stored config and the channels
 * ('Loading Dashboard'); a failed config load shows 'Failed to load data' with Retry, failed channels
 * only a note. The server icon (the shared server-detail query) arrives in the background. Editing
 * starts from the config once per visit, so a later background refetch never replaces the draft.
 */
export default function WelcomeConfigPage() {
  const serverId = useParams().serverId ?? '';
  const config = useQuery(welcomeConfigQuery(serverId));
  const channels = useWelcomeChannels(serverId);
  const server = useQuery(serverDetailQuery(serverId)).data;
  const startEditing = useSetAtom(startEditingAtom);
  const store = useStore();
  const loaded = config.data;
  // With the config read at the edge, editing starts in the first render (before the editor
  // subscribes to the draft), so that render, a transition, draws the editor; an update from an
  // effect would render it as one long synchronous task.
  const [editing, setEditing] = useState<string | null>(() => {
    if (!loaded) return null;
    store.set(startEditingAtom, loaded);
    return serverId;
  });

  // a config that arrives after the first render: editing starts before the browser paints, so no
  // frame shows 'Loading Dashboard' once the config is there
  useLayoutEffect(() => {
    if (!loaded || editing === serverId) return;
    startEditing(loaded);
    setEditing(serverId);
  }, [loaded, editing, serverId, startEditing]);

  if (config.isError && !loaded) {
    return (
      <div className="page-center wc-state gap-3 muted">
        <StatusText politeness="assertive">{T.loadFailed}</StatusText>
        <button
          type="button"
          className="button"
          onClick={() => {
            void config.refetch();
            channels.retry();
          }}
        >
          {T.retry}
        </button>
      </div>
    );
  }
  if (editing !== serverId || channels.loading) {
    return (
      <div className="page-center wc-state gap-3 muted">
        <Spinner size="large" />
        <StatusText>{T.loading}</StatusText>
      </div>
    );
  }
  return (
    <WelcomeEditor
      serverId={serverId}
      channels={channels.channels}
      channelsFailed={channels.failed}
      serverIconUrl={server ? guildIconUrl(server.id, server.icon, 128) : null}
    />
  );
}
