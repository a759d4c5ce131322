// Who is acting (GET /auth/me) and whether they administer a server (GET /bot/server/{id}), cached per session.
import type { Context } from 'hono';
import { apiRoutes } from '#shared/api-routes';
import { ACTOR_CACHE_MS, ADMIN_CACHE_MS } from '#shared/constants/history';
import type { HistoryActor } from '#shared/schemas/history';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/rate-limit';
import { sessionToken } from '../lib/session-cookie';
import { readFromBot } from '../lib/upstream';
import { replyUser, stringField } from './reply-fields';
import { ttlCache } from './ttl-cache';

/** The session's user, by a hash of its token (never the token itself). */
const actors = ttlCache<NonNullable<HistoryActor>>(ACTOR_CACHE_MS);
/** Positive admin checks by session hash and server: the server's owner id ('' when unknown). */
const admins = ttlCache<string>(ADMIN_CACHE_MS);

/** Forgets every cached answer (the demo's reset, and tests). */
export function forgetSessions(): void {
  actors.clear();
  admins.clear();
}

/** A hash of the request's session token; requireBearer has made sure there is one. */
function sessionKey(c: Context<AppEnv>): Promise<string> {
  return sha256Hex(sessionToken(c) ?? '');
}

/**
 * The signed-in user as GET /auth/me names them (id and username), cached for ACTOR_CACHE_MS per
 * session. Null when the bot API does not answer with a user (not cached, so the next write asks again).
 */
export async function currentActor(c: Context<AppEnv>): Promise<HistoryActor> {
  const key = await sessionKey(c);
  const known = actors.get(key);
  if (known) return known;
  try {
    const actor = replyUser(await readFromBot(c, apiRoutes.authMe()));
    if (actor) actors.set(key, actor);
    return actor;
  } catch {
    return null;
  }
}

/**
 * Requires the caller to be an admin of `serverId`: GET /bot/server/{id} with their token answers
 * 2xx (a positive answer is kept ADMIN_CACHE_MS per session and server). Resolves with the server's
 * owner id ('' when the reply names none).
 * @throws ApiError 403 `forbidden` when the bot API refuses (or answers no server), so a caller never
 * learns whether the server has entries; the upstream errors of readFromBot when it fails or is unreachable.
 */
export async function requireAdmin(c: Context<AppEnv>, serverId: string): Promise<string> {
  const key = `${await sessionKey(c)}:${serverId}`;
  const known = admins.get(key);
  if (known !== undefined) return known;
  const forbidden = new ApiError(403, 'forbidden', 'Only admins of this server can see its history.');
  let reply: unknown;
  try {
    reply = await readFromBot(c, apiRoutes.server(serverId));
  } catch (error) {
    // A refusal means "not an admin"; a failing or unreachable bot API is said as it is.
    if (error instanceof ApiError && error.code !== 'upstream_refused') throw error;
    throw forbidden;
  }
  if (stringField(reply, 'id') === undefined) throw forbidden;
  const owner = stringField(reply, 'ownerId') ?? '';
  admins.set(key, owner);
  return owner;
}
