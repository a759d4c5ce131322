// Layout of the pages of one server (/dashboard/{serverId}/...): server header and sidebar around the page.
import { useAtomValue } from 'jotai';
import { Outlet, useParams } from 'react-router-dom';
import { guildIconUrl } from '../../../../shared/logic/discord-cdn';
import { Avatar } from '../../components/avatar';
import { AVATAR_FALLBACK_NAMES } from '../../components/avatar-fallbacks';
import { currentGuildAtom } from '../../lib/current-guild';
import { DashboardShell } from './shell/dashboard-shell';
import { serverNav, serverToolNav } from './shell/nav-items';
import { SHELL_TEXTS } from './shell/texts';

/**
 * Renders the server chrome around the server's pages: sidebar with Dashboard, Server Settings,
 * Commands, Analytics, Logs and the tools; the header names the server once a page has loaded it.
 */
export function ServerLayout() {
  const serverId = useParams().serverId ?? '';
  const guild = useAtomValue(currentGuildAtom);
  const known = guild?.id === serverId ? guild : null;
  const context = known ? (
    <>
      <Avatar
        src={guildIconUrl(known.id, known.icon, 128)}
        name={known.name}
        fallbackName={AVATAR_FALLBACK_NAMES.server}
        size={24}
      />
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
