// Who a demo request belongs to: a random visitor id in an HttpOnly cookie, set on the first /api or dashboard page request without one.
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEMO_VISITOR_COOKIE, DEMO_VISITOR_MAX_AGE_S } from '#shared/constants/demo-visitor';
import type { AppEnv } from '../app-env';
import { type DemoVisitor, demoVisitor } from './store';

/** A visitor id: 32 hex digits (a random UUID without dashes). */
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** The visitor id of each request in flight, for the demo upstream (which gets the request, not the context). */
const visitorIds = new WeakMap<Request, string>();

/**
 * Middleware of the demo entry's /api and dashboard pages (whose edge reads call the demo bot API): reads the visitor cookie, or makes up a new id and sets the
 * cookie on the reply (HttpOnly, Secure, SameSite=Lax, a day) when it is missing or malformed.
 */
export const demoVisitorCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  const known = getCookie(c, DEMO_VISITOR_COOKIE);
  const id = known && VISITOR_ID.test(known) ? known : crypto.randomUUID().replaceAll('-', '');
  visitorIds.set(c.req.raw, id);
  await next();
  if (id === known) return;
  setCookie(c, DEMO_VISITOR_COOKIE, id, {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: DEMO_VISITOR_MAX_AGE_S,
  });
};

/**
 * The demo of the visitor who sent `request` (a request the demo entry received).
 * @throws Error when the request did not pass demoVisitorCookie (a wiring mistake, never a user's).
 */
export function visitorOf(request: Request): DemoVisitor {
  const id = visitorIds.get(request);
  if (id === undefined) throw new Error('demo request without a visitor');
  return demoVisitor(id);
}
