// Rejects calls without a session before anything is forwarded upstream; ends a cookie session the bot API refuses.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';
import { endSession, sessionToken, usesSessionCookie } from './session-cookie';

/**
 * Requires a bearer token: the request's own `Authorization: Bearer` header, or the session cookie.
 * When the bot API answers 401 to a call made with the cookie, the cookies are expired with the reply.
 * @throws ApiError 401 when the request has neither.
 */
export const requireBearer: MiddlewareHandler = async (c, next) => {
  if (sessionToken(c) === null) {
    throw new ApiError(401, 'unauthorized', 'You are not signed in. Please log in again.');
  }
  const byCookie = usesSessionCookie(c);
  await next();
  if (byCookie && c.res.status === 401) endSession(c);
};
