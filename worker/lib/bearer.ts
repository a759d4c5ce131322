// Rejects calls without a bearer token before anything is forwarded upstream.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/** @throws ApiError 401 when the Authorization header is not `Bearer <token>`. */
export const requireBearer: MiddlewareHandler = async (c, next) => {
  if (!/^Bearer \S+$/.test(c.req.header('Authorization') ?? '')) {
    throw new ApiError(401, 'unauthorized', 'You are not signed in. Please log in again.');
  }
  await next();
};
