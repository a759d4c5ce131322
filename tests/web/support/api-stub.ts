// Stubs `fetch` for component tests: exact method+path handlers, every request recorded, unhandled ones fail the test.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { API_PREFIX } from '../../../shared/api-routes';

/** A request the page made, with its JSON body parsed. */
export interface RecordedRequest {
  method: string;
  /** The bot-API path, without the /api prefix. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A reply: status (default 200) and JSON body; or a promise of one, to hold a request open. */
export type StubReply = { status?: number; body?: unknown };
/** What answers a request: a reply, a held reply, or a function of the request. */
export type ReplySource =
  | StubReply
  | Promise<StubReply>
  | ((request: RecordedRequest) => StubReply | Promise<StubReply>);

/** The stub of one test. */
export interface ApiStub {
  /** Answers `method path` with the given replies in turn; the last one repeats. */
  on: (method: string, path: string, ...replies: ReplySource[]) => void;
  /** Every handled request, in order. */
  requests: RecordedRequest[];
  /** Handled requests matching method and path. */
  requestsTo: (method: string, path: string) => RecordedRequest[];
}

/** A promise with its resolve function, to answer a held request later. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const text = init?.body === undefined || init.body === null ? '' : String(init.body);
  const headers: Record<string, string> = {};
  const source = init?.headers instanceof Headers ? init.headers : new Headers(init?.headers);
  source.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: `${url.pathname}${url.search}`.replace(API_PREFIX, ''),
    body: text ? JSON.parse(text) : undefined,
    headers,
  };
}

/**
 * Installs a fresh stub before each test of the calling file and, after each, checks that no
 * request went unanswered. Returns a getter for the current test's stub.
 */
export function installApiStub(): () => ApiStub {
  let current: ApiStub;
  let unhandled: string[] = [];
  beforeEach(() => {
    const handlers = new Map<string, ReplySource[]>();
    unhandled = [];
    const requests: RecordedRequest[] = [];
    current = {
      on: (method, path, ...replies) => handlers.set(`${method} ${path}`, replies),
      requests,
      requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = await record(input, init);
      const queue = handlers.get(`${request.method} ${request.path}`);
      if (!queue || queue.length === 0) {
        unhandled.push(`${request.method} ${request.path}`);
        throw new TypeError(`Unhandled request ${request.method} ${request.path}`);
      }
      requests.push(request);
      const source = (queue.length > 1 ? queue.shift() : queue[0]) as ReplySource;
      const reply = await (typeof source === 'function' ? source(request) : source);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(unhandled, 'requests without a handler').toEqual([]);
  });
  return () => current;
}
