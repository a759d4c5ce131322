// The one fake `fetch` for component tests: scripted replies per "METHOD /api/path", every call recorded, unhandled calls fail the test.
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** A call the app made, exactly as it left the browser. */
export interface RecordedCall {
  method: string;
  /** Path and query, e.g. `/api/transcript?url=...`. */
  path: string;
  authorization: string | null;
  contentType: string | null;
  /** The body parsed as JSON, the raw text when it is not JSON, or null when there is none. */
  body: unknown;
}

/**
 * One scripted reply: a JSON or text reply (status defaults to 200), a function building the
 * Response from the call, a network failure, or no reply at all until the request is aborted
 * (to trigger client timeouts).
 */
export type StubReply =
  | { status?: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | ((call: RecordedCall) => Response | Promise<Response>)
  | 'network-error'
  | 'no-reply';

export interface ApiStub {
  /**
   * Scripts the replies of `METHOD /api/...` (query included), replacing any left from before:
   * each is used once, the last one for every later call.
   */
  on: (route: string, ...replies: StubReply[]) => void;
  /** Every call made so far, in order. */
  calls: RecordedCall[];
  /** The calls made to one `METHOD /api/...` route. */
  callsTo: (route: string) => RecordedCall[];
  /** Holds every reply from now on (to see in-flight states) until the returned function is called. */
  hold: () => () => void;
}

function toResponse(reply: Extract<StubReply, { status?: number }>): Response {
  const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  const type: Record<string, string> =
    body && reply.text === undefined ? { 'Content-Type': 'application/json' } : {};
  return new Response(body || null, { status: reply.status ?? 200, headers: { ...type, ...reply.headers } });
}

function waitForAbort(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () =>
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError')),
    );
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function record(input: RequestInfo | URL, init: RequestInit): RecordedCall {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return {
    method: (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    path: url.pathname + url.search,
    authorization: headers.get('Authorization'),
    contentType: headers.get('Content-Type'),
    body: parseBody(typeof init.body === 'string' ? init.body : ''),
  };
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
      const call = record(input, init);
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
      if (typeof reply === 'function') return reply(call);
      return toResponse(reply);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    expect(unhandled, 'requests without a scripted reply').toEqual([]);
  });

  return stub;
}
