// Middleware of every /api request: reads the settings once, sets the upstream, sends the security headers, and keeps replies out of shared caches.
import type { MiddlewareHandler } from 'hono';
import { API_SECURITY_HEADERS } from '#shared/constants/security';
import type { AppEnv } from '../app-env';
import { readSettings } from './settings';
import type { Upstream } from './upstream';

/** API_SECURITY_HEADERS as pairs, built once rather than on every request. */
const SECURITY_HEADERS = Object.entries(API_SECURITY_HEADERS);

/**
 * Sets `c.get('settings')` and `c.get('upstream')`; afterwards adds API_SECURITY_HEADERS to the
 * reply (errors included), removes any `X-Powered-By`, and marks it `no-store` unless a route chose
 * a cache policy. The headers are set on the finished reply in place, in one pass (`c.header` after
 * the handler would copy the whole Response once per header).
 */
export function apiContext(upstream: Upstream, demoMode: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('settings', readSettings(c.env, demoMode));
    c.set('upstream', upstream);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.delete('X-Powered-By');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
