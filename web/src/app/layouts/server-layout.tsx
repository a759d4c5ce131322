// Layout of the pages of one server (/dashboard/{serverId}/...): server header and sidebar around the page.
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from 'react-router-dom';
import { isSnowflake } from '#shared/logic/ids';
import { paths } from '#shared/site-routes';
import { ServerIcon } from '#web/components/server-icon';
import { CenteredPanel } from '#web/components/site/centered-panel';
import { localized, t } from '#web/lib/i18n/i18n';
import { serverDetailQuery } from '#web/lib/server-detail';
import { DashboardShell } from './shell/dashboard-shell';
import { serverNav, serverToolNav } from './shell/nav-items';
import { SHELL_TEXTS } from './shell/texts';

/**
 * Checks the address's server id before anything runs: a Discord id (17 to 20 digits) gets the
 * server pages; anything else (e.g. a crafted `/dashboard/{id}%3Fx%3Dy/...`, which the router
 * decodes to `{id}?x=y`) shows SERVER_ID_TEXTS.invalid and calls nothing.
 */
export function ServerLayout() {
  const serverId = useParams().serverId ?? '';
  if (!isSnowflake(serverId)) return <InvalidServerId />;
  return <ServerChrome serverId={serverId} />;
}

/** Texts of an address whose server id is not a Discord id. */
export const SERVER_ID_TEXTS = localized(
  () =>
    ({
      title: t('dashboard.serverId.title'),
      invalid: t('dashboard.serverId.invalid'),
      back: t('dashboard.serverId.back'),
    }) as const,
);

function InvalidServerId() {
  return (
    <CenteredPanel title={SERVER_ID_TEXTS.title} icon={<span aria-hidden="true">?</span>}>
      <p role="alert">{SERVER_ID_TEXTS.invalid}</p>
      <p className="centered-panel__actions">
        <Link className="button" to={paths.dashboard}>
          {SERVER_ID_TEXTS.back}
        </Link>
      </p>
    </CenteredPanel>
  );
}

/**
 * Renders the server chrome around the server's pages: sidebar with Dashboard, Server Settings,
 * Commands, Analytics, Logs and the tools; the header names the server once the shared server-detail
 * query has it (the same request the page's own read uses, so it is made once); a failed read names none.
 */
function ServerChrome({ serverId }: { serverId: string }) {
  const known = useQuery(serverDetailQuery(serverId)).data;
  const context = known ? (
    <>
      <ServerIcon id={known.id} icon={known.icon} name={known.name} size={24} />
      <span>{known.name}</span>
    </>
  ) : null;
  return (
    <DashboardShell
      groups={[
        { items: serverNav(serverId) },
        { heading: SHELL_TEXTS.toolsHeading, items: serverToolNav(serverId) },
      ]}
      context={context}
    >
      <Outlet />
    </DashboardShell>
  );
}
