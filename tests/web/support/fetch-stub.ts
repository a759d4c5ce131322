// Replaces global fetch for a component test: listed routes answer, anything else fails the test.
import { afterEach, expect, vi } from 'vitest';

/** Answers one request; keyed by "METHOD /path" (query ignored). */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

const unhandled: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  const leaked = unhandled.splice(0);
  expect(leaked, 'unexpected requests').toEqual([]);
});

/**
 * Stubs `fetch` with `handlers` and returns the list of requests made. A request no handler
 * answers rejects with a network error and is reported when the test ends.
 */
export function stubFetch(handlers: Record<string, FetchHandler> = {}): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), location.href),
        init,
      );
      requests.push(request);
      const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
      if (handler) return handler(request.clone());
      unhandled.push(`${request.method} ${request.url}`);
      throw new TypeError('Failed to fetch');
    }),
  );
  return requests;
}

/** A JSON reply. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
