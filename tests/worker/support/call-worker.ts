// Calls the worker under test in-process, as a browser would call the deployed site.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../../worker/index';

/** Origin the tests pretend the site is served from. */
export const SITE = 'https://dashboard.example.test';

/** Sends `init` to `SITE + path` through the worker and waits for its background work. */
export async function callWorker(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${SITE}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A JSON request with the given bearer token. */
export function jsonRequest(method: string, body: unknown, token = 'user-token'): RequestInit {
  return {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Only the bearer header. */
export function authorised(token = 'user-token', method = 'GET'): RequestInit {
  return { method, headers: { Authorization: `Bearer ${token}` } };
}
