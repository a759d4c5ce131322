// Middleware of every /api request: reads the settings once, sends the transport headers, and keeps replies out of shared caches.
import type { MiddlewareHandler } from 'hono';
import { TRANSPORT_SECURITY_HEADERS } from '#shared/constants/security';
import type { AppEnv } from '../app-env';
import { readSettings } from './settings';

/**
 * Sets `c.get('settings')`; afterwards adds TRANSPORT_SECURITY_HEADERS to the reply (errors included)
 * and marks it `no-store` unless a route chose a cache policy.
 */
export const apiContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('settings', readSettings(c.env));
  await next();
  for (const [name, value] of Object.entries(TRANSPORT_SECURITY_HEADERS)) c.header(name, value);
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
