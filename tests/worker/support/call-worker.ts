// Calls the production worker (or another entry) in-process, as a browser would call the deployed site.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import production from '#worker/index';

/** Origin the tests pretend the site is served from. */
export const SITE = 'https://dashboard.example.test';
/** The bearer token the tests sign in with. */
export const USER_TOKEN = 'user-token-3f9c2b7e';

/** A worker entry: its default export's fetch handler. */
export interface WorkerEntry {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
}

/** A rate limiter that lets everything through, so tests of other behaviour never meet a 429. */
const unlimited: RateLimit = { limit: async () => ({ success: true }) };

/** The real limiter bindings from wrangler.toml, for the tests of the limits themselves. */
export const REAL_RATE_LIMITS: Partial<Env> = {
  API_RATE_LIMIT: env.API_RATE_LIMIT,
  STRICT_RATE_LIMIT: env.STRICT_RATE_LIMIT,
  CLIENT_RATE_LIMIT: env.CLIENT_RATE_LIMIT,
};

/**
 * The migrated history database (tests/worker/setup.ts), for the tests of the change history. Other
 * tests run without it, so a write forwards exactly one upstream call, as it does with no history.
 */
export const WITH_HISTORY: Partial<Env> = { HISTORY_DB: env.HISTORY_DB };

/**
 * Sends `init` to `SITE + path` through `entry` and answers at once, with `settled`: its background
 * work (ctx.waitUntil) finishing. `vars` override the test bindings (e.g. `{ BOT_API_BASE: '' }`);
 * the rate limiters let everything through unless `vars` brings REAL_RATE_LIMITS, and nothing is
 * recorded in the change history unless it brings WITH_HISTORY.
 */
export async function startEntry(
  entry: WorkerEntry,
  path: string,
  init: RequestInit = {},
  vars: Partial<Env> = {},
): Promise<{ response: Response; settled: Promise<void> }> {
  const ctx = createExecutionContext();
  const bindings = {
    ...env,
    API_RATE_LIMIT: unlimited,
    STRICT_RATE_LIMIT: unlimited,
    CLIENT_RATE_LIMIT: unlimited,
    HISTORY_DB: undefined as unknown as D1Database,
    ...vars,
  };
  const response = await entry.fetch(new Request(`${SITE}${path}`, init), bindings, ctx);
  return { response, settled: waitOnExecutionContext(ctx) };
}

/** Like startEntry, but waits for the background work before answering. */
export async function callEntry(
  entry: WorkerEntry,
  path: string,
  init: RequestInit = {},
  vars: Partial<Env> = {},
): Promise<Response> {
  const { response, settled } = await startEntry(entry, path, init, vars);
  await settled;
  return response;
}

/** Sends `init` to `SITE + path` through the production worker (worker/index.ts); see callEntry. */
export function callWorker(path: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  return callEntry(production, path, init, vars);
}

/** A JSON request with the given bearer token. */
export function jsonRequest(method: string, body: unknown, token = USER_TOKEN): RequestInit {
  return {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Only the bearer header. */
export function authorised(method = 'GET', token = USER_TOKEN): RequestInit {
  return { method, headers: { Authorization: `Bearer ${token}` } };
}

/** The worker's error envelope. */
export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

/** Reads a reply expected to be the worker's error envelope. */
export async function readError(response: Response): Promise<ErrorBody> {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return (await response.json()) as ErrorBody;
}
