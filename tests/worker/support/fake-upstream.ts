// Builders for the fake bot and verification APIs, and readers of what the worker forwarded to them.
import { env } from 'cloudflare:workers';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { expect } from 'vitest';
import { upstream } from '../setup';

/** Base URLs the worker tests forward to (from the worker project's bindings). */
export const BOT_API = env.BOT_API_BASE;
export const VERIFY_API = env.VERIFY_API_BASE;

/** HTTP methods the upstream contract uses. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const handlerFor = {
  GET: http.get,
  POST: http.post,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** Answers `method url` (any query) with `body` as JSON and `status`. */
export function replyJson(method: Method, url: string, body: JsonBodyType, status = 200): void {
  upstream.use(handlerFor[method](url, () => HttpResponse.json(body, { status })));
}

/** Answers `method url` with whatever `reply` returns (for raw, slow or failing replies). */
export function replyWith(method: Method, url: string, reply: () => Response | Promise<Response>): void {
  upstream.use(handlerFor[method](url, reply));
}

/** One request as the upstream received it. */
export interface Forwarded {
  method: string;
  url: string;
  headers: Headers;
  /** The body parsed as JSON, or null without a body. */
  body: unknown;
}

/** The one request the worker forwarded; fails the test unless exactly one was sent. */
export async function forwardedRequest(): Promise<Forwarded> {
  const requests = upstream.requests();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toHaveLength(1);
  const [request] = requests as [Request];
  const text = await request.clone().text();
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** Fails the test if anything was forwarded upstream. */
export function expectNothingForwarded(): void {
  expect(upstream.requests().map((request) => `${request.method} ${request.url}`)).toEqual([]);
}
