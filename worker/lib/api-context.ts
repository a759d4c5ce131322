// Middleware of every /api request: reads the settings once, sets the upstream, sends the transport headers, and keeps replies out of shared caches.
import type { MiddlewareHandler } from 'hono';
import { TRANSPORT_SECURITY_HEADERS } from '#shared/constants/security';
import type { AppEnv } from '../app-env';
import { readSettings } from './settings';
import type { Upstream } from './upstream';

/**
 * Sets `c.get('settings')` and `c.get('upstream')`; afterwards adds TRANSPORT_SECURITY_HEADERS to
 * the reply (errors included) and marks it `no-store` unless a route chose a cache policy.
 * The headers are set on the finished reply in place, as hono's secureHeaders does (`c.header` after
 * the handler copies the whole Response once per header).
 */
export function apiContext(upstream: Upstream, demoMode: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('settings', readSettings(c.env, demoMode));
    c.set('upstream', upstream);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(TRANSPORT_SECURITY_HEADERS)) headers.set(name, value);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
