// Access rules of the demo bot API: bearer token, known server, admin rights.
import type { Context } from 'hono';
import { DEMO_TOKEN, type DemoData, type DemoGuild } from './seed';
import { type DemoVisitor, visitorData } from './store';

/** What the demo bot API's routes get as `c.env`: the demo of the visitor who made the call. */
export interface DemoEnv {
  Bindings: { visitor: DemoVisitor };
}

/** A refusal the demo bot API answers with `{ error }`, like the real bot API. */
export class DemoRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The demo data of the visitor who made the call (see DemoEnv). */
export function demoData(c: Context<DemoEnv>): DemoData {
  return visitorData(c.env.visitor);
}

/** @throws DemoRefusal 401 when the bearer token is missing or unknown. */
export function requireDemoUser(c: Context<DemoEnv>) {
  if (c.req.header('Authorization') !== `Bearer ${DEMO_TOKEN}`) {
    throw new DemoRefusal(401, 'Invalid or expired token');
  }
  return demoData(c).user;
}

/** @throws DemoRefusal 401 without a valid token, 404 for an unknown server, 403 when the user is not an admin there. */
export function requireAdminGuild(c: Context<DemoEnv>, guildId: string): DemoGuild {
  requireDemoUser(c);
  const guild = demoData(c).guilds.get(guildId);
  if (!guild) throw new DemoRefusal(404, 'Server not found or bot is not present in this server.');
  if (!guild.userIsAdmin)
    throw new DemoRefusal(403, "Forbidden: You don't have admin permissions for this server.");
  return guild;
}

/** The JSON object body of a demo call. @throws DemoRefusal 400 when it is not a JSON object. */
export async function readDemoBody(c: Context): Promise<Record<string, unknown>> {
  const value: unknown = await c.req.json().catch(() => null);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DemoRefusal(400, 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
