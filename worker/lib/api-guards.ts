// Middleware of every /api request, before its route: refuses unsafe headers, counts the rate limits, refuses cross-site writes.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { requestHeaderProblem } from './header-guard';
import { enforceRateLimits } from './rate-limit';
import { hasMalformedAuthorization } from './session-cookie';
import { refuseCrossSiteWrite } from './site-origin';

/**
 * The request checks of /api in one middleware, in this order: header values (see
 * requestHeaderProblem), the rate limits (see enforceRateLimits; a refused header is never counted),
 * an Authorization header that is not `Bearer <token>` (see hasMalformedAuthorization: refused, the
 * session cookie is never used instead), then the CSRF check (see refuseCrossSiteWrite).
 * @throws ApiError 400 `invalid_header`, 431 `header_too_large`, 429 `rate_limited`, 401
 * `invalid_authorization` or 403 `cross_site_request`, before anything is forwarded.
 */
export const apiGuards: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problem = requestHeaderProblem(c.req.raw.headers);
  if (problem) throw problem;
  await enforceRateLimits(c);
  if (hasMalformedAuthorization(c)) {
    throw new ApiError(401, 'invalid_authorization', 'The Authorization header must be "Bearer <token>".');
  }
  refuseCrossSiteWrite(c);
  await next();
};
