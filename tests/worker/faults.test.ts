// Fault suite: every authorised route against a failing bot API (hangs, resets, slow and huge bodies, bad JSON,
// HTML error pages, 401/403/404/429/500) answers a fixed status, and the token shows in no body, log line or URL.
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_UPSTREAM_REPLY_BYTES } from '#shared/constants/limits';
import { upstream } from './setup';
import { AUTHORISED_CALLS, callInit, callName, LOGOUT } from './support/api-calls';
import { callWorker, USER_TOKEN } from './support/call-worker';
import { BOT_API, replyWith } from './support/fake-upstream';

const encoder = new TextEncoder();

/** A body that sends `first`, then never another byte (until the worker gives up). */
function stalling(first: string): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull: async (controller) => {
      if (!sent) {
        sent = true;
        controller.enqueue(encoder.encode(first));
        return;
      }
      await new Promise(() => undefined);
    },
  });
}

/** A body that sends `first`, then fails as a reset connection would. */
function resetting(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      controller.error(new TypeError('Network connection lost.'));
    },
  });
}

/** A JSON body arriving in small pieces, each after a short pause, well within the timeout. */
function trickling(json: string): ReadableStream<Uint8Array> {
  const pieces = json.match(/.{1,4}/g) ?? [];
  return new ReadableStream({
    pull: async (controller) => {
      const piece = pieces.shift();
      if (piece === undefined) return controller.close();
      await delay(5);
      controller.enqueue(encoder.encode(piece));
    },
  });
}

/** An endless JSON array (1 KB a chunk). */
function endless(): ReadableStream<Uint8Array> {
  let first = true;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(encoder.encode(first ? '[' : '1,'.repeat(512)));
      first = false;
    },
  });
}

const html = (status: number) =>
  new Response(`<!doctype html><h1>${status}</h1><p>token ${USER_TOKEN} at /srv/bot.js:1`, {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
const refusal = (status: number) =>
  HttpResponse.json(
    { error: `Refused (${status})`, echoedToken: USER_TOKEN, debug: { token: USER_TOKEN } },
    { status },
  );

/** Each fault, with the status and body the browser must see. */
const FAULTS: [string, () => Response | Promise<Response>, number, unknown][] = [
  [
    'a hang',
    async () => {
      await delay('infinite');
      return new Response(null);
    },
    504,
    'upstream_timeout',
  ],
  ['a refused connection', () => HttpResponse.error(), 502, 'upstream_unreachable'],
  ['a reset mid-body', () => new Response(resetting('{"a":')), 502, 'upstream_unreachable'],
  ['a body that stalls', () => new Response(stalling('{"a":')), 504, 'upstream_timeout'],
  ['a slow body within the timeout', () => new Response(trickling('{"ok":true}')), 200, { ok: true }],
  ['a huge body', () => new Response(endless()), 502, 'upstream_too_large'],
  [
    'a huge declared body',
    () => new Response('{}', { headers: { 'Content-Length': String(MAX_UPSTREAM_REPLY_BYTES + 1) } }),
    502,
    'upstream_too_large',
  ],
  [
    'invalid JSON',
    () => new Response('{"user": {', { headers: { 'Content-Type': 'application/json' } }),
    502,
    'upstream_invalid_reply',
  ],
  ['an HTML 200 page', () => html(200), 502, 'upstream_invalid_reply'],
  ['an HTML 500 page', () => html(500), 502, 'upstream_failed'],
  ['an HTML 404 page', () => html(404), 404, null],
  ['a 401', () => refusal(401), 401, { error: 'Refused (401)' }],
  ['a 403', () => refusal(403), 403, { error: 'Refused (403)' }],
  ['a 404', () => refusal(404), 404, { error: 'Refused (404)' }],
  ['a 429', () => refusal(429), 429, { error: 'Refused (429)' }],
  ['a 500', () => refusal(500), 502, 'upstream_failed'],
];

let logs: MockInstance[];
beforeEach(() => {
  logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
});
afterEach(() => {
  const lines = logs.flatMap((log) => log.mock.calls.map((args) => args.map(String).join(' ')));
  expect(lines.filter((line) => line.includes(USER_TOKEN))).toEqual([]);
  for (const sent of upstream.requests()) expect(sent.url).not.toContain(USER_TOKEN);
});

/** The calls whose answer is the bot API's; logout answers at once and tells the bot API afterwards. */
const ANSWERED_BY_BOT = AUTHORISED_CALLS.filter((call) => call !== LOGOUT);

describe.each(ANSWERED_BY_BOT.map((call) => [callName(call), call] as const))('%s', (_name, call) => {
  it.each(FAULTS)(
    'answers %s with a fixed status, leaking no token',
    async (_fault, reply, status, expected) => {
      replyWith(call.method, `${BOT_API}${call.upstreamPath}`, reply);
      const response = await callWorker(
        `/api${call.path}`,
        callInit(call, { Authorization: `Bearer ${USER_TOKEN}` }),
      );
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(text).not.toContain(USER_TOKEN);
      expect([...response.headers.values()].join('\n')).not.toContain(USER_TOKEN);
      if (expected === null) expect(text).toBe('');
      else if (typeof expected === 'string') expect(JSON.parse(text).error.code).toBe(expected);
      else expect(JSON.parse(text)).toEqual(expected);
    },
  );
});

describe(callName(LOGOUT), () => {
  it.each(FAULTS)(
    'answers %s with 200 and both cookies expired, logging the failure without the token',
    async (_fault, reply, status) => {
      replyWith('POST', `${BOT_API}/auth/logout`, reply);
      const response = await callWorker(
        '/api/auth/logout',
        callInit(LOGOUT, { Authorization: `Bearer ${USER_TOKEN}` }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(response.headers.getSetCookie().filter((line) => line.includes('Max-Age=0'))).toHaveLength(2);
      const warned = logs[2]?.mock.calls.map(([line]) => JSON.parse(String(line)).event) ?? [];
      expect(warned.includes('upstream_logout_failed')).toBe(status >= 400);
    },
  );
});
