// Loads a server for a server page: the loading and full error states until its data is first shown.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ServerDetail } from '#shared/schemas/server';
import { paths } from '#shared/site-routes';
import { type LoadView, loadView } from '#web/lib/load-view';
import { serverDetailQuery } from '#web/lib/server-detail';
import { SERVER_TEXTS } from '../texts';
import { ConnectionIssue, LoadingState } from './load-feedback';
import '../dashboard.css';
import { ToolPage } from '#web/components/tool-page';

/** Props: what to draw once the server has loaded. */
export interface ServerPageFrameProps {
  children: (server: ServerDetail, load: LoadView<ServerDetail>) => ReactNode;
}

/**
 * Reads GET /bot/server/{serverId} (the shared query, with the dashboard's retries). Until data
 * arrives it shows 'Loading server...' / 'Retrying... (n/3)', or the full 'Connection Issue' state with Retry.
 */
export function ServerPageFrame({ children }: ServerPageFrameProps) {
  const serverId = useParams().serverId ?? '';
  const load = loadView(useQuery(serverDetailQuery(serverId)));
  if (load.data) return <ToolPage>{children(load.data, load)}</ToolPage>;
  return (
    <ToolPage>
      {load.status === 'error' ? (
        <>
          <ConnectionIssue error={load.error} onRetry={load.retry} />
          <Link to={paths.dashboard}>{SERVER_TEXTS.backToServers}</Link>
        </>
      ) : (
        <LoadingState attempt={load.attempt} text={SERVER_TEXTS.loading} />
      )}
    </ToolPage>
  );
}
