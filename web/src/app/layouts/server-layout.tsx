// Layout of the pages of one server (/dashboard/{serverId}/...): server header and sidebar around the page.
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router-dom';
import { ServerIcon } from '../../components/server-icon';
import { serverDetailQuery } from '../../lib/server-detail';
import { DashboardShell } from './shell/dashboard-shell';
import { serverNav, serverToolNav } from './shell/nav-items';
import { SHELL_TEXTS } from './shell/texts';

/**
 * Renders the server chrome around the server's pages: sidebar with Dashboard, Server Settings,
 * Commands, Analytics, Logs and the tools; the header names the server once the shared server-detail
 * query has it (the same request the page's own read uses, so it is made once); a failed read names none.
 */
export function ServerLayout() {
  const serverId = useParams().serverId ?? '';
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
