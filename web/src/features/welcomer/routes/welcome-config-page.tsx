// Welcome Dashboard (/dashboard/{id}/welcome-config): load, then the tabbed editor beside the sticky live preview.
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { WelcomeEditor } from '../components/welcome-editor';
import { useWelcomeLoader } from '../hooks/use-welcome-loader';
import { WELCOME_TEXTS as T } from '../texts';
import '../components/welcome.css';

/** The page; the server id is the route's `:serverId`. */
export default function WelcomeConfigPage() {
  const serverId = useParams().serverId ?? '';
  const load = useWelcomeLoader(serverId);
  if (load.status === 'loading') {
    return (
      <div className="page-center wc-state" role="status">
        <Spinner size="large" />
        <p>{T.loading}</p>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="page-center wc-state">
        <p role="alert">{T.loadFailed}</p>
        <button type="button" className="button" onClick={load.retry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return (
    <WelcomeEditor
      serverId={serverId}
      channels={load.channels}
      channelsFailed={load.channelsFailed}
      serverIconUrl={load.serverIconUrl}
    />
  );
}
