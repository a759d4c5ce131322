// The list of the user's servers to open a shared draft in, one button per server.
import { useQuery } from '@tanstack/react-query';
import { ServerIcon } from '#web/components/server-icon';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { adminServersQuery } from '#web/lib/admin-servers';
import { SHARED_TEXTS as T } from '../texts';

/** The servers of GET /auth/servers (the shared query); `onChoose` gets the chosen server's id. */
export function ServerChoice({ onChoose }: { onChoose: (serverId: string) => void }) {
  const servers = useQuery(adminServersQuery());
  if (servers.isError && !servers.data) {
    return (
      <StatusMessage tone="error">
        <span>{T.serversFailed}</span>{' '}
        <button type="button" className="button button--secondary" onClick={() => void servers.refetch()}>
          {T.retry}
        </button>
      </StatusMessage>
    );
  }
  if (!servers.data) return <StatusText>{T.loadingServers}</StatusText>;
  const guilds = servers.data.adminGuilds.filter((guild) => guild.id);
  if (guilds.length === 0) return <p>{T.noServers}</p>;
  return (
    <ul className="shared-draft__servers grid gap-2" aria-label={T.serversLabel}>
      {guilds.map((guild) => (
        <li key={guild.id}>
          <button
            type="button"
            className="button button--secondary shared-draft__server flex items-center gap-60 w-full text-start"
            onClick={() => onChoose(guild.id ?? '')}
          >
            <ServerIcon id={guild.id} icon={guild.icon} name={guild.name} size={32} />
            <span>{T.openIn(guild.name)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
