// Stubs the global fetch for component tests: a handler answers each request; an unanswered one fails the test.
import { expect, onTestFinished, vi } from 'vitest';

/** A request the page sent, as the test can assert it. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/verify`. */
  path: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

/** Answers a request, or returns undefined to leave it unhandled (which fails the test). */
export type FetchHandler = (request: SentRequest) => Response | Promise<Response> | undefined;

/** A JSON reply with `status`. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/**
 * Replaces fetch until the end of the current test and returns the list of requests sent. At the
 * end of the test every request must have been answered.
 */
export function stubFetch(handler: FetchHandler): SentRequest[] {
  const sent: SentRequest[] = [];
  const unhandled: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const text = typeof init.body === 'string' ? init.body : null;
      const request: SentRequest = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: `${url.pathname}${url.search}`,
        headers: new Headers(init.headers),
        body: text === null ? null : JSON.parse(text),
        signal: init.signal ?? null,
      };
      sent.push(request);
      const reply = await handler(request);
      if (reply) return reply;
      unhandled.push(`${request.method} ${request.path}`);
      throw new TypeError(`Unhandled request: ${request.method} ${request.path}`);
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    expect(unhandled, 'requests nobody answered').toEqual([]);
  });
  return sent;
}
