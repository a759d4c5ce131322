// Worker test setup: outbound fetches are answered by MSW handlers; an unhandled request fails the test.
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';

const handlers: RequestHandler[] = [];
const unhandled: string[] = [];
const seen: Request[] = [];

/** The fake upstreams: add MSW handlers per test; read back every outbound request. */
export const upstream = {
  use: (...next: RequestHandler[]) => handlers.unshift(...next),
  requests: (): readonly Request[] => seen,
};

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const response = await getResponse(handlers, request);
    if (response) return response;
    unhandled.push(`${request.method} ${request.url}`);
    throw new TypeError(`Unhandled outbound request: ${request.method} ${request.url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  handlers.length = 0;
  seen.length = 0;
  const leaked = unhandled.splice(0);
  expect(leaked, 'unexpected outbound requests').toEqual([]);
});
