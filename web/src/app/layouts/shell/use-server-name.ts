// Names the server in the dashboard header even on pages that never load the server's details.
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchAdminServers } from '../../../lib/admin-servers';
import { type CurrentGuild, currentGuildAtom } from '../../../lib/current-guild';

/**
 * The server shown at `serverId`, as pages set it in currentGuildAtom. When no page has (yet),
 * looks it up once among the user's admin servers, like the role page does. A failed lookup is
 * ignored: the page shows its own errors, and the header simply names no server.
 */
export function useServerName(serverId: string): CurrentGuild | null {
  const [guild, setGuild] = useAtom(currentGuildAtom);
  const known = guild?.id === serverId ? guild : null;
  const missing = known === null;

  useEffect(() => {
    if (!missing || !serverId) return;
    let active = true;
    fetchAdminServers().then(
      ({ adminGuilds }) => {
        const match = adminGuilds.find((item) => item.id === serverId);
        if (!active || !match) return;
        setGuild((current) =>
          current?.id === serverId ? current : { id: serverId, name: match.name, icon: match.icon ?? null },
        );
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [missing, serverId, setGuild]);

  return known;
}
