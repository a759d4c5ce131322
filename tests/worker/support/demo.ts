// Calls the demo entry (worker/demo/index.ts), or its embedded demo bot API directly where the worker would refuse first.

import { DEMO_VISITOR_COOKIE } from '#shared/constants/demo-visitor';
import { DEMO_ORIGIN, handleDemoRequest } from '#worker/demo/demo-api';
import demo from '#worker/demo/index';
import { DEMO_TOKEN, demoIdPrefix } from '#worker/demo/seed';
import { demoVisitor, resetDemoVisitor } from '#worker/demo/store';
import { authorised, callEntry, jsonRequest } from './call-worker';

/** The seeded servers: owned by the demo user, premium, without an icon, and one the user does not administer. */
export const DEMO_SERVERS = {
  owned: '1100000000000000001',
  premium: '1100000000000000002',
  noIcon: '1100000000000000003',
  notAdmin: '1100000000000000009',
  unknown: '1199999999999999999',
};

/** Id of the seeded channel `n` (1 welcome, 2 general, 3 announcements, 4 voice, 5 category, 6 roles). */
export const demoChannelId = (server: string, n: number) => `${demoIdPrefix(server)}0${n}`;
/** Id of the seeded role `n` (1 Warden ... 4 Moderator ... 9 Member). */
export const demoRoleId = (server: string, n: number) => `${demoIdPrefix(server)}1${n}`;

/** The demo visitor every test call comes from (its cookie is added by callDemoEntry). */
export const TEST_VISITOR = '5e1ec7ed5e1ec7ed5e1ec7ed5e1ec7ed';

/**
 * Sends `init` to `path` (site-relative) through the demo entry as TEST_VISITOR (its demo cookie is
 * added to any Cookie header of `init`); `vars` override the test bindings.
 */
export function callDemoEntry(
  path: string,
  init: RequestInit = {},
  vars: Partial<Env> = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const visitor = `${DEMO_VISITOR_COOKIE}=${TEST_VISITOR}`;
  headers.set('Cookie', headers.has('Cookie') ? `${headers.get('Cookie')}; ${visitor}` : visitor);
  return callEntry(demo, path, { ...init, headers }, vars);
}

/** Puts TEST_VISITOR's demo back to its seed, with an empty request log and no injected failures. */
export function resetDemo(): void {
  resetDemoVisitor(demoVisitor(TEST_VISITOR));
}

/** Sends `init` to `/api` + `path` through the demo entry. */
export function callDemo(path: string, init: RequestInit = {}): Promise<Response> {
  return callDemoEntry(`/api${path}`, init);
}

/** A signed-in demo call without a body. */
export const asDemoUser = (method = 'GET') => authorised(method, DEMO_TOKEN);
/** A signed-in demo call with a JSON body. */
export const demoJson = (method: string, body: unknown) => jsonRequest(method, body, DEMO_TOKEN);

/**
 * Calls the demo bot API itself, bypassing the worker's validation (to reach its own refusals).
 * `token` null sends no Authorization header.
 */
export function callDemoApi(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; service?: 'bot' | 'verify' } = {},
): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = options.token === undefined ? DEMO_TOKEN : options.token;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return handleDemoRequest(
    new Request(`${DEMO_ORIGIN}${path}`, { method, headers, body }),
    options.service ?? 'bot',
    demoVisitor(TEST_VISITOR),
  );
}
