// Everything the role page reads: the server (from GET /auth/servers), its configurable roles and its roles.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { AdminGuild } from '#shared/schemas/auth';
import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoles } from '#shared/schemas/configurable-roles';
import { type Role, serverResourcesSchema } from '#shared/schemas/resources';
import { fetchAdminServers } from '../../../lib/admin-servers';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { isSessionRejected } from '../../../lib/api-errors';
import { DEMO_CONFIG, DEMO_ROLES } from '../demo-roles';

/** The role page's data. `demo` is true when roles or assignments are the demo fallback. */
export interface RolePageData {
  guild: AdminGuild | null;
  userInfoFailed: boolean;
  roles: Role[];
  config: ConfigurableRoles;
  demo: boolean;
}

/** Reads the assignment map leniently: known keys with a string id, everything else unassigned. */
function readConfig(body: unknown): ConfigurableRoles {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiRequestError('invalid', 'Invalid response data structure');
  }
  const map = body as Record<string, unknown>;
  return Object.fromEntries(
    CONFIGURABLE_ROLE_KEYS.map((key) => [key, typeof map[key] === 'string' ? map[key] : null]),
  );
}

async function fetchConfig(guildId: string): Promise<ConfigurableRoles> {
  return readConfig(await apiRequest(apiRoutes.configurableRoles(guildId), { timeoutMs: FETCH_TIMEOUT_MS }));
}

async function fetchRoles(guildId: string): Promise<Role[]> {
  const { roles } = await apiRequest(apiRoutes.embedResources(guildId), {
    schema: serverResourcesSchema,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
  return roles.filter((role) => role.id !== guildId).sort((a, b) => b.position - a.position);
}

/**
 * Loads the three parts in parallel. A failed server lookup sets `userInfoFailed`; failed roles
 * or assignments fall back to the demo data (spec section 7).
 * @throws ApiRequestError only when a reply says the session is over (401/403 from /auth/servers).
 */
export async function fetchRolePage(guildId: string): Promise<RolePageData> {
  const [servers, config, roles] = await Promise.allSettled([
    fetchAdminServers(),
    fetchConfig(guildId),
    fetchRoles(guildId),
  ]);
  if (servers.status === 'rejected' && isSessionRejected(servers.reason)) throw servers.reason;
  return {
    guild:
      servers.status === 'fulfilled'
        ? (servers.value.adminGuilds.find((guild) => guild.id === guildId) ?? null)
        : null,
    userInfoFailed: servers.status === 'rejected',
    roles: roles.status === 'fulfilled' ? roles.value : DEMO_ROLES,
    config: config.status === 'fulfilled' ? config.value : DEMO_CONFIG,
    demo: roles.status === 'rejected' || config.status === 'rejected',
  };
}
