// Middleware of every /api request, before its route: refuses unsafe headers, counts the rate limits, refuses cross-site writes.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { requestHeaderProblem } from './header-guard';
import { enforceRateLimits } from './rate-limit';
import { refuseCrossSiteWrite } from './site-origin';

/**
 * The request checks of /api in one middleware, in this order: header values (see
 * requestHeaderProblem), the rate limits (see enforceRateLimits; a refused header is never counted),
 * then the CSRF check (see refuseCrossSiteWrite).
 * @throws ApiError 400 `invalid_header`, 431 `header_too_large`, 429 `rate_limited` or 403
 * `cross_site_request`, before anything is forwarded.
 */
export const apiGuards: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problem = requestHeaderProblem(c.req.raw.headers);
  if (problem) throw problem;
  await enforceRateLimits(c);
  refuseCrossSiteWrite(c);
  await next();
};
