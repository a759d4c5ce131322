// One server of the list: icon, name, Owner/Admin and Premium badges, and Manage (opens a new tab).

import type { AdminGuild } from '#shared/schemas/auth';
import { paths } from '#shared/site-routes';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { Panel } from '#web/components/panel';
import { ServerIcon } from '#web/components/server-icon';
import { LIST_TEXTS } from '../texts';

/** The card; Manage is disabled when the server has no id. `userId` decides Owner or Admin. */
export function ServerCard({ guild, userId }: { guild: AdminGuild; userId: string }) {
  const isOwner = guild.ownerId !== undefined && guild.ownerId === userId;
  return (
    <Panel as="li" variant="compact" className="dash-server items-center">
      <ServerIcon id={guild.id} icon={guild.icon} name={guild.name} size={64} />
      <div className="dash-server__body min-w-0">
        <h2 className="dash-server__name truncate fs-105">{guild.name || AVATAR_FALLBACK_NAMES.server}</h2>
        <p className="dash-server__badges flex gap-35">
          <span className={`tag ${isOwner ? 'dash-badge--owner' : 'dash-badge--admin'}`}>
            {isOwner ? LIST_TEXTS.owner : LIST_TEXTS.admin}
          </span>
          {guild.premium && <span className="tag dash-badge--premium">{LIST_TEXTS.premium}</span>}
        </p>
      </div>
      {guild.id ? (
        <a
          className="button col-span-full"
          href={paths.server(guild.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={LIST_TEXTS.manageServer(guild.name)}
        >
          {LIST_TEXTS.manage}
        </a>
      ) : (
        <button type="button" className="button col-span-full" disabled>
          {LIST_TEXTS.manage}
        </button>
      )}
    </Panel>
  );
}
