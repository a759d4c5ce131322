// Middleware of every /api request: reads the settings once, sets the upstream, sends the security headers, and keeps replies out of shared caches.
import type { Context, MiddlewareHandler } from 'hono';
import { API_SECURITY_HEADERS } from '#shared/constants/security';
import type { AppEnv } from '../app-env';
import { isCompleteReply } from './json-reply';
import { readSettings, type Settings } from './settings';
import type { Upstream } from './upstream-target';

/** API_SECURITY_HEADERS as pairs, built once rather than on every request. */
const SECURITY_HEADERS = Object.entries(API_SECURITY_HEADERS);
/**
 * Sets `c.get('settings')` and `c.get('upstream')`. The settings are read once per environment
 * object: workerd hands every request of an isolate the same one, and a change of vars comes with
 * a new isolate.
 */
function contextSetter(upstream: Upstream, demoMode: boolean): (c: Context<AppEnv>) => void {
  const settingsOf = new WeakMap<Env, Settings>();
  return (c) => {
    let settings = settingsOf.get(c.env);
    if (!settings) {
      settings = readSettings(c.env, demoMode);
      settingsOf.set(c.env, settings);
    }
    c.set('settings', settings);
    c.set('upstream', upstream);
  };
}

/**
 * Sets `c.get('settings')` and `c.get('upstream')` for a page request that reads upstream (the
 * dashboard pages' edge reads, worker/lib/edge-reads.ts); adds nothing to the reply.
 */
export function pageContext(upstream: Upstream, demoMode: boolean): MiddlewareHandler<AppEnv> {
  const setContext = contextSetter(upstream, demoMode);
  return async (c, next) => {
    setContext(c);
    await next();
  };
}

/**
 * Sets `c.get('settings')` (read once per environment object, so a change of vars, which comes with
 * a new isolate, is always seen) and `c.get('upstream')`; afterwards adds API_SECURITY_HEADERS to the
 * reply (errors included), removes any `X-Powered-By`, and marks it `no-store` unless a route chose
 * a cache policy; a reply from jsonReply already has all of that and is left as it is. The headers
 * are set on the finished reply in place, in one pass (`c.header` after the handler would copy the
 * whole Response once per header).
 */
export function apiContext(upstream: Upstream, demoMode: boolean): MiddlewareHandler<AppEnv> {
  const setContext = contextSetter(upstream, demoMode);
  return async (c, next) => {
    setContext(c);
    await next();
    if (isCompleteReply(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.delete('X-Powered-By');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
