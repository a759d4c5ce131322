// The edge reads of a dashboard page (issue 20): which bot-API reads a page makes on its first load, and their outcomes.
import { apiRoutes } from '../api-routes';
import type { ServerTool } from '../site-routes';
import { isSnowflake } from './ids';

/**
 * One read's outcome: `status` 200 with the reply `body` as the API would have sent it, or the
 * status (500 or more) of a failed read, with no body: no upstream error text enters the page.
 */
export interface EdgeRead {
  status: number;
  body?: unknown;
}

/** Every edge read of a page, keyed by its bot-API path (e.g. `/bot/server/1100000000000000001`). */
export type EdgeReads = Record<string, EdgeRead>;

/**
 * The reads of each server tool page beyond the server detail every server page reads, keyed by
 * its slug in SERVER_TOOLS (a misspelt slug fails the typecheck).
 */
const TOOL_READS: Partial<Record<ServerTool, (serverId: string) => string[]>> = {
  'auto-responder': (id) => [apiRoutes.autoresponders(id)],
  'embed-generator': (id) => [apiRoutes.embedChannels(id)],
  'reaction-role': (id) => [apiRoutes.embedResources(id)],
  'role-config': (id) => [
    apiRoutes.authServers(),
    apiRoutes.configurableRoles(id),
    apiRoutes.embedResources(id),
  ],
  'welcome-config': (id) => [apiRoutes.welcomer(id), apiRoutes.embedChannels(id)],
};

/**
 * The GET paths (bot-API paths, without /api) the SPA reads on the first load of `pathname`: the
 * session check, then the server list (`/dashboard`) or the server detail and the tool's own reads
 * (`/dashboard/{id}/...`). Empty for any other page, and for a server id that is not a Discord id
 * (the SPA calls nothing there). A trailing slash is ignored. A last segment that is no tool's
 * slug (`constructor`, say) adds no reads: only the table's own entries are looked up.
 */
export function edgeReadPaths(pathname: string): string[] {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== 'dashboard' || parts.length > 3) return [];
  const [, serverId, tool] = parts;
  if (serverId === undefined) return [apiRoutes.authMe(), apiRoutes.authServers()];
  if (!isSnowflake(serverId)) return [];
  const reads =
    tool !== undefined && Object.hasOwn(TOOL_READS, tool) ? TOOL_READS[tool as ServerTool] : undefined;
  const own = reads?.(serverId) ?? [];
  return [apiRoutes.authMe(), apiRoutes.server(serverId), ...own];
}

/** True for an HTTP status the Worker can report: an integer from 200 to 599. */
function isStatus(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 200 && (value as number) <= 599;
}

/**
 * The reads of a parsed edge-reads block: each entry whose value is an object with a valid
 * `status`; anything else (not an object, a malformed entry) is dropped, so the SPA reads it itself.
 * A plain check rather than a zod schema: api-client.ts, which public pages load too, calls it.
 */
export function readEdgeReads(value: unknown): Map<string, EdgeRead> {
  const reads = new Map<string, EdgeRead>();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return reads;
  for (const [path, read] of Object.entries(value)) {
    if (!read || typeof read !== 'object' || !isStatus((read as EdgeRead).status)) continue;
    const { status, body } = read as EdgeRead;
    reads.set(path, body === undefined ? { status } : { status, body });
  }
  return reads;
}
