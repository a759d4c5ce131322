// A fake `fetch` for component tests: scripted replies per "METHOD /api/path", every call recorded, unhandled calls fail the test.
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** A call the app made, as the bot API would receive it through the worker. */
export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

/**
 * One scripted reply: a JSON reply (status defaults to 200), a network failure, or no reply
 * at all until the request is aborted (to trigger client timeouts).
 */
export type StubReply = { status?: number; json?: unknown; text?: string } | 'network-error' | 'no-reply';

export interface ApiStub {
  /**
   * Scripts the replies of `METHOD /api/...`, replacing any left from before: each is used once,
   * the last one for every later call.
   */
  on: (route: string, ...replies: StubReply[]) => void;
  /** Every call made so far, in order. */
  calls: RecordedCall[];
  /** The calls made to one `METHOD /api/...` route. */
  callsTo: (route: string) => RecordedCall[];
  /** Holds every reply from now on (to see in-flight states) until the returned function is called. */
  hold: () => () => void;
}

function toResponse(reply: Exclude<StubReply, 'network-error' | 'no-reply'>): Response {
  const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  return new Response(body || null, {
    status: reply.status ?? 200,
    headers: body && reply.text === undefined ? { 'Content-Type': 'application/json' } : {},
  });
}

function waitForAbort(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () =>
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError')),
    );
  });
}

/**
 * Installs the stub around every test of the calling file: `fetch` is replaced before each test,
 * and after it any call without a scripted reply fails the test.
 */
export function installApiStub(): ApiStub {
  const routes = new Map<string, StubReply[]>();
  const unhandled: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const stub: ApiStub = {
    calls: [],
    on: (route, ...replies) => routes.set(route, replies),
    callsTo: (route) => stub.calls.filter((call) => `${call.method} ${call.path}` === route),
    hold: () => {
      let release: () => void = () => undefined;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };

  beforeEach(() => {
    routes.clear();
    unhandled.length = 0;
    stub.calls.length = 0;
    gate = Promise.resolve();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = new Request(input, init);
      const url = new URL(request.url, 'http://localhost');
      const text = init.body === undefined || init.body === null ? '' : String(init.body);
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: text ? JSON.parse(text) : null,
      };
      stub.calls.push(call);
      const key = `${call.method} ${call.path}`;
      const queue = routes.get(key);
      const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!reply) {
        unhandled.push(key);
        throw new TypeError(`Unhandled request in test: ${key}`);
      }
      await gate;
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply === 'no-reply') return waitForAbort(init.signal);
      return toResponse(reply);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    expect(unhandled, 'requests without a scripted reply').toEqual([]);
  });

  return stub;
}
