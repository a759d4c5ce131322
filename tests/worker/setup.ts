// Worker test setup: the history database migrated in workerd; outbound fetches are answered by MSW handlers, an unhandled request fails the test.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';

declare global {
  namespace Cloudflare {
    interface Env {
      /** The migrations/ folder, read by vitest.config.ts (readD1Migrations). */
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

beforeAll(() => applyD1Migrations(env.HISTORY_DB, env.TEST_MIGRATIONS));

const handlers: RequestHandler[] = [];
const unhandled: string[] = [];
const seen: Request[] = [];

/** The fake upstreams: add MSW handlers per test; read back every outbound request. */
export const upstream = {
  use: (...next: RequestHandler[]) => handlers.unshift(...next),
  requests: (): readonly Request[] => seen,
};

/** Settles with `work`, or rejects with the signal's reason once it aborts, as a real fetch does. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * `response` whose body errors with the signal's reason once it aborts, as the body of a real fetch
 * does (workerd errors a pending read of the reply body when the fetch's signal fires).
 */
function withAbortableBody(response: Response, signal: AbortSignal): Response {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(signal.reason);
          reader.cancel(signal.reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, response);
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const response = await untilAborted(getResponse(handlers, request), request.signal);
    if (!response) {
      unhandled.push(`${request.method} ${request.url}`);
      throw new TypeError(`Unhandled outbound request: ${request.method} ${request.url}`);
    }
    // HttpResponse.error() stands for a refused connection: fetch rejects, as it would for real.
    if (response.type === 'error') throw new TypeError('Network connection lost.');
    const location = response.headers.get('Location');
    if (request.redirect === 'follow' && response.status >= 300 && response.status < 400 && location) {
      // Like fetch, follow the redirect unless the caller asked for 'manual'.
      return fetch(new URL(location, request.url), { headers: request.headers, signal: request.signal });
    }
    return response.body ? withAbortableBody(response, request.signal) : response;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  handlers.length = 0;
  seen.length = 0;
  const leaked = unhandled.splice(0);
  expect(leaked, 'unexpected outbound requests').toEqual([]);
});
