// Middleware of every /api request: reads the settings once, sets the upstream, and keeps replies out of shared caches.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readSettings } from './settings';
import type { Upstream } from './upstream';

/**
 * Sets `c.get('settings')` and `c.get('upstream')`; afterwards marks replies `no-store` unless a
 * route chose a cache policy.
 */
export function apiContext(upstream: Upstream, demoMode: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('settings', readSettings(c.env, demoMode));
    c.set('upstream', upstream);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
