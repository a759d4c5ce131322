// The schemas of the reads a dashboard page starts at the edge: the Worker checks its reads with them, the SPA its own calls of the same paths.
import { apiRoutes } from '../api-routes';
import { isSnowflake } from '../logic/ids';
import { serversResponseSchema, type User, userSchema } from './auth';
import { serverDetailSchema } from './server';
import * as z from './zod';

/** The user a GET /auth/me reply describes: its `user`, or the reply itself; null when neither is one. */
function sessionUserOf(body: unknown): User | null {
  const wrapped = userSchema.safeParse((body as { user?: unknown } | null | undefined)?.user);
  if (wrapped.success) return wrapped.data;
  const bare = userSchema.safeParse(body);
  return bare.success ? bare.data : null;
}

/**
 * GET /auth/me read as the session check needs it: any reply is accepted (the session is valid
 * whatever the body says) and becomes the user it describes, or null.
 */
export const sessionUserSchema = z.pipe(z.unknown(), z.transform(sessionUserOf));

/**
 * The schemas of the first load's reads, by name. A read of one of these paths (edgeReadSchemaOf)
 * that passes is written into the page as the schema's output, so the SPA takes it as it is and
 * loads no schema for it (web/src/lib/api-client.ts `checkedAs`).
 */
export const EDGE_READ_SCHEMAS = {
  sessionUser: sessionUserSchema,
  adminServers: serversResponseSchema,
  serverDetail: serverDetailSchema,
} as const;

/** The name of one of EDGE_READ_SCHEMAS. */
export type EdgeReadSchemaName = keyof typeof EDGE_READ_SCHEMAS;

/** What the schema `Name` gives: the body of a checked read. */
export type EdgeReadOutput<Name extends EdgeReadSchemaName> = z.infer<(typeof EDGE_READ_SCHEMAS)[Name]>;

/**
 * The schema the Worker checks its read of the bot-API `path` with: the session check, the server
 * list, a server's detail; undefined for any other path (a tool's own reads reach the page as the
 * API sent them, and its page checks them with the schemas it loads anyway).
 */
export function edgeReadSchemaOf(path: string): EdgeReadSchemaName | undefined {
  if (path === apiRoutes.authMe()) return 'sessionUser';
  if (path === apiRoutes.authServers()) return 'adminServers';
  const serverPrefix = apiRoutes.server('');
  if (path.startsWith(serverPrefix) && isSnowflake(path.slice(serverPrefix.length))) return 'serverDetail';
  return undefined;
}
