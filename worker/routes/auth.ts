// /api/auth: the session calls, the redirect that starts the Discord login, and the move of an old token into the cookie.
import type { MiddlewareHandler } from 'hono';
import { apiRoutes } from '#shared/api-routes';
import * as z from '#shared/schemas/zod';
import { createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { ApiError } from '../lib/errors';
import { cookieToken, endSession, isPlausibleToken, startLogin, startSession } from '../lib/session-cookie';
import { requireFromSite } from '../lib/site-origin';
import { forwardToBot, upstreamBase } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

const handOverSchema = z.object({
  token: z.string().check(z.refine(isPlausibleToken, 'must be a bearer token')),
});

/** Expires the session cookies on the way out, whatever the reply (the logout result is ignored). */
const endSessionAfter: MiddlewareHandler = async (c, next) => {
  await next();
  endSession(c);
};

/** Only pages of this site may hand a token over (else a foreign page could plant its own session). */
const fromSiteOnly: MiddlewareHandler = async (c, next) => {
  requireFromSite(c);
  await next();
};

export const authRoutes = createRouter()
  .get('/discord', (c) => {
    startLogin(c);
    return c.redirect(`${upstreamBase(c, 'bot')}${apiRoutes.authDiscord()}`, 302);
  })
  .get('/servers', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authServers()))
  .get('/me', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authMe()))
  .post('/logout', endSessionAfter, requireBearer, (c) => forwardToBot(c, 'POST', apiRoutes.authLogout()))
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
