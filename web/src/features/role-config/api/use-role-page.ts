// Everything the role page reads: the server (among the admin servers), its configurable roles and its roles.
import { useQuery } from '@tanstack/react-query';
import type { AdminGuild } from '#shared/schemas/auth';
import type { ConfigurableRoles } from '#shared/schemas/configurable-roles';
import type { Role, ServerResources } from '#shared/schemas/resources';
import { adminServersQuery } from '#web/lib/admin-servers';
import { serverResourcesQuery } from '#web/lib/server-resources';
import { DEMO_CONFIG, DEMO_ROLES } from '../demo-roles';
import { configurableRolesQuery } from './configurable-roles';

/** The role page's data. `demo` is true when roles or assignments are the demo fallback. */
export interface RolePageData {
  guild: AdminGuild | null;
  userInfoFailed: boolean;
  roles: Role[];
  config: ConfigurableRoles;
  demo: boolean;
}

/** The server's roles without @everyone (whose id is the server's), highest first. */
function assignableRoles(guildId: string) {
  return ({ roles }: ServerResources): Role[] =>
    roles.filter((role) => role.id !== guildId).sort((a, b) => b.position - a.position);
}

/**
 * Reads the three shared queries in parallel. A failed server lookup sets `userInfoFailed`
 * (a 401/403 there ends the session: the query client's rule); failed roles or assignments fall
 * back to the demo data (spec section 7). `data` is null until all three have answered.
 */
export function useRolePage(guildId: string) {
  const servers = useQuery(adminServersQuery());
  const config = useQuery(configurableRolesQuery(guildId));
  const roles = useQuery({ ...serverResourcesQuery(guildId), select: assignableRoles(guildId) });
  const settled = !servers.isPending && !config.isPending && !roles.isPending;
  const fetching = servers.isFetching || config.isFetching || roles.isFetching;
  const data: RolePageData | null = settled
    ? {
        guild: servers.data?.adminGuilds.find((guild) => guild.id === guildId) ?? null,
        userInfoFailed: servers.isError,
        roles: roles.data ?? DEMO_ROLES,
        config: config.data ?? DEMO_CONFIG,
        demo: roles.isError || config.isError,
      }
    : null;
  const refresh = () => {
    void servers.refetch();
    void config.refetch();
    void roles.refetch();
  };
  return { data, fetching, refresh };
}
