// The heading of a server page: icon, name, a page title and the Refresh button with its status.
import type { ServerDetail } from '#shared/schemas/server';
import { ActionRow } from '#web/components/action-row';
import { ServerIcon } from '#web/components/server-icon';
import { StatusText } from '#web/components/status-text';
import { PageHeader } from '#web/components/tool-page';
import type { LoadView } from '#web/lib/load-view';
import { SERVER_TEXTS } from '../texts';
import { ConnectionIssue, loadingText } from './load-feedback';

/** Props: the loaded server, the load it came from, and an optional page title under its name. */
export interface ServerHeadingProps {
  server: ServerDetail;
  load: LoadView<ServerDetail>;
  title?: string;
}

/**
 * The page heading. While a refresh runs it says so ('Retrying... (n/3)' on retries); when the
 * refresh fails, the yellow 'Connection Issue' banner shows above the data still displayed.
 * Refresh is locked meanwhile (aria-disabled, presses ignored), so it keeps the keyboard focus.
 */
export function ServerHeading({ server, load, title }: ServerHeadingProps) {
  const refreshing = load.status === 'loading';
  return (
    <>
      {load.status === 'error' && <ConnectionIssue error={load.error} onRetry={load.retry} stale />}
      <PageHeader
        heading={title ?? server.name}
        intro={title && server.name}
        leading={<ServerIcon id={server.id} icon={server.icon} name={server.name} size={64} />}
        actions={
          <ActionRow
            busy={refreshing}
            before={
              refreshing && (
                <StatusText as="span" className="dash-refreshing muted fs-90">
                  {loadingText(load.attempt, SERVER_TEXTS.refreshing)}
                </StatusText>
              )
            }
            secondary={{ label: SERVER_TEXTS.refresh, onPress: load.retry }}
          />
        }
      />
    </>
  );
}
