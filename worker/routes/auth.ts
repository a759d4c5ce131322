// /api/auth: the session calls, the redirect that starts the Discord login, and the move of an old token into the cookie.
import type { Handler, MiddlewareHandler } from 'hono';
import { apiRoutes } from '#shared/api-routes';
import { MAX_SESSION_TOKEN_LENGTH } from '#shared/constants/session';
import * as z from '#shared/schemas/zod';
import { type AppEnv, createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { ApiError, errorResponse } from '../lib/errors';
import { describeError, logEvent } from '../lib/log';
import { startLoginIfAsked } from '../lib/login-start';
import { cookieToken, endSession, isPlausibleToken, sessionToken, startSession } from '../lib/session-cookie';
import { requireFromSite } from '../lib/site-origin';
import { forwardToBot, upstreamBase } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

const handOverSchema = z.object({
  token: z
    .string()
    .check(
      z.maxLength(
        MAX_SESSION_TOKEN_LENGTH,
        `is too long to keep in a cookie (at most ${MAX_SESSION_TOKEN_LENGTH} characters)`,
      ),
      z.refine(isPlausibleToken, 'must be a bearer token'),
    ),
});

/** Logs a failed upstream logout by its status or error, never the token. */
function logLogoutFailure(fields: { status: number | null; error: string | null }): void {
  logEvent('warn', 'upstream_logout_failed', fields);
}

/**
 * POST /logout: expires both session cookies in this reply at once (200 `{ success: true }`), then
 * tells the bot API in the background (waitUntil), so a slow or failing bot API never keeps the
 * browser signed in; its failure (a 4xx/5xx, a timeout, no connection) is logged. Without a session
 * the cookies are expired all the same and the answer is 401, nothing forwarded.
 */
const logout: Handler<AppEnv> = (c) => {
  const hasSession = sessionToken(c) !== null;
  endSession(c);
  if (!hasSession) {
    return errorResponse(c, new ApiError(401, 'unauthorized', 'You are not signed in. Please log in again.'));
  }
  const upstreamLogout = forwardToBot(c, 'POST', apiRoutes.authLogout()).then(
    async (reply) => {
      await reply.body?.cancel();
      if (!reply.ok) logLogoutFailure({ status: reply.status, error: null });
    },
    (error: unknown) =>
      logLogoutFailure({
        status: error instanceof ApiError ? error.status : null,
        error: error instanceof ApiError ? error.code : describeError(error),
      }),
  );
  c.executionCtx.waitUntil(upstreamLogout);
  return c.json({ success: true }, 200);
};

/** Only pages of this site may hand a token over (else a foreign page could plant its own session). */
const fromSiteOnly: MiddlewareHandler = async (c, next) => {
  requireFromSite(c);
  await next();
};

export const authRoutes = createRouter()
  .get('/discord', (c) => startLoginIfAsked(c, `${upstreamBase(c, 'bot')}${apiRoutes.authDiscord()}`))
  .get('/servers', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authServers()))
  .get('/me', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authMe()))
  .post('/logout', logout)
  .post('/session', fromSiteOnly, jsonBody(handOverSchema), (c) => {
    if (cookieToken(c) !== null) {
      throw new ApiError(
        409,
        'session_exists',
        'This browser already has a session; the old token was not used.',
      );
    }
    startSession(c, c.req.valid('json').token);
    return c.body(null, 204);
  });
