// The @role autocomplete of the reaction-role message: finding the typed '@name' and replacing it.
import type { Role } from '#shared/schemas/resources';

/** The '@…' being typed: where its '@' sits and the text after it up to the caret. */
export interface MentionQuery {
  start: number;
  search: string;
}

/**
 * The mention being typed just before `caret`: an '@' at the start or after whitespace, followed
 * by no whitespace up to the caret. Null when the caret is not inside such a word.
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const search = match[2] ?? '';
  return { start: caret - search.length - 1, search };
}

/**
 * Replaces the typed '@…' (from `query.start` to `caret`) with '@' + the role name and a space.
 * Returns the new text and the caret position just after the inserted space.
 */
export function insertRoleMention(
  text: string,
  query: MentionQuery,
  caret: number,
  roleName: string,
): { text: string; caret: number } {
  const inserted = `@${roleName} `;
  const before = text.slice(0, query.start);
  const after = text.slice(caret).replace(/^ /, '');
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

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
