// The roles an '@' in an editor's text suggests.
import type { Role } from '#shared/schemas/resources';

/**
 * Roles whose name contains `search` (ignoring case; names starting with it first), highest
 * position first within each group, at most `limit`. `@everyone` (whose id is the server's) is left out.
 */
export function suggestRoles(roles: readonly Role[], search: string, serverId: string, limit = 8): Role[] {
  const query = search.toLowerCase();
  const candidates = roles
    .filter((role) => role.id !== serverId && role.name !== '@everyone')
    .filter((role) => role.name.toLowerCase().includes(query))
    .sort((a, b) => b.position - a.position);
  const starts = candidates.filter((role) => role.name.toLowerCase().startsWith(query));
  return [...starts, ...candidates.filter((role) => !starts.includes(role))].slice(0, limit);
}
