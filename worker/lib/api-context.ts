// Middleware of every /api request: reads the settings once, and keeps replies out of shared caches.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readSettings } from './settings';

/** Sets `c.get('settings')`; afterwards marks replies `no-store` unless a route chose a cache policy. */
export const apiContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('settings', readSettings(c.env));
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
