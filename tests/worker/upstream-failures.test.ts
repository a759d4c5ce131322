// Upstream failures: 504 on timeout, 502 when refused, redirecting, failing or unreadable; no leaks in bodies or logs.
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_UPSTREAM_REPLY_BYTES } from '#shared/constants/limits';
import { IDS } from '../shared/support/samples';
import { authorised, callWorker, readError, USER_TOKEN } from './support/call-worker';
import { BOT_API, forwardedRequest, replyWith } from './support/fake-upstream';

const PATH = `/bot/server/${IDS.server}`;
const call = () => callWorker(`/api${PATH}`, authorised());
let logged: MockInstance<typeof console.error>;

beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  const lines = logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
  expect(lines).not.toContain(USER_TOKEN);
});

/** Expects the envelope with `status` and `code`, naming no upstream URL, token, stack or upstream text. */
async function expectFailure(reply: Response, status: number, code: string): Promise<string> {
  expect(reply.status).toBe(status);
  const raw = await reply.clone().text();
  const { error } = await readError(reply);
  expect(error.code).toBe(code);
  for (const secret of [BOT_API, 'example.test', USER_TOKEN, 'postgres://', 'internal detail']) {
    expect(raw).not.toContain(secret);
  }
  expect(raw).not.toMatch(/\bat \S+:\d+|Error:|stack/);
  return error.message;
}

describe('timeouts', () => {
  it('answers 504 once the upstream is slower than the timeout, without waiting for it', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, async () => {
      await delay(1000);
      return HttpResponse.json({ late: true });
    });
    const started = Date.now();
    const message = await expectFailure(await call(), 504, 'upstream_timeout');
    expect(message).toBe('The bot API took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers in time when the upstream is just under the timeout', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, async () => {
      await delay(50);
      return HttpResponse.json({ ok: true });
    });
    expect((await call()).status).toBe(200);
  });
});

describe('502 Bad Gateway', () => {
  it('answers 502 for a refused connection', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, () => HttpResponse.error());
    const message = await expectFailure(await call(), 502, 'upstream_unreachable');
    expect(message).toBe('The bot API could not be reached. Please try again.');
  });

  it.each([
    ['an HTML page', '<!doctype html><title>502 Bad Gateway</title><p>internal detail', 'text/html'],
    ['plain text', 'OK', 'text/plain'],
    ['truncated JSON', '{"user": {"id": "1"', 'application/json'],
  ])('answers 502 for a 2xx reply that is %s', async (_case, body, type) => {
    replyWith('GET', `${BOT_API}${PATH}`, () => new Response(body, { headers: { 'Content-Type': type } }));
    const message = await expectFailure(await call(), 502, 'upstream_invalid_reply');
    expect(message).toBe('The bot API sent a reply that could not be read.');
  });

  it.each([500, 502, 503, 504])('answers 502 for an upstream %i, hiding its body', async (status) => {
    replyWith('GET', `${BOT_API}${PATH}`, () =>
      HttpResponse.json({ error: 'internal detail', dsn: 'postgres://user:pw@db' }, { status }),
    );
    const message = await expectFailure(await call(), 502, 'upstream_failed');
    expect(message).toBe(`The bot API failed to answer (status ${status}).`);
  });

  it.each([301, 302, 307, 308])('answers 502 for a %i redirect and never follows it', async (status) => {
    replyWith('GET', `${BOT_API}${PATH}`, () =>
      Response.redirect('https://elsewhere.example.test/collect', status),
    );
    const message = await expectFailure(await call(), 502, 'upstream_redirected');
    expect(message).toBe('The bot API answered with a redirect, which is not followed.');
    expect((await forwardedRequest()).url).toBe(`${BOT_API}${PATH}`);
  });
});

describe('replies that pass back', () => {
  it('answers 204 for a 2xx reply without a body', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, () => new Response(null, { status: 200 }));
    const reply = await call();
    expect(reply.status).toBe(204);
    expect(await reply.text()).toBe('');
  });

  it.each([
    ['an HTML page', '<html>internal detail</html>'],
    ['an empty body', ''],
  ])('keeps the status of a 4xx reply holding %s, without its body', async (_case, body) => {
    replyWith('GET', `${BOT_API}${PATH}`, () => new Response(body, { status: 403 }));
    const reply = await call();
    expect(reply.status).toBe(403);
    expect(await reply.text()).toBe('');
  });

  it('keeps Retry-After on a 429', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, () =>
      HttpResponse.json(
        { error: 'Slow down' },
        { status: 429, headers: { 'Retry-After': '7', 'X-Internal': 'a' } },
      ),
    );
    const reply = await call();
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toBe('7');
    expect(reply.headers.get('X-Internal')).toBeNull();
    expect(await reply.json()).toEqual({ error: 'Slow down' });
  });

  it.each([
    [
      'a string error and the other read fields',
      { error: 'Prefix is too long', message: 'm', details: 'd', success: false, limit: 10 },
      { error: 'Prefix is too long', message: 'm', details: 'd', success: false },
    ],
    [
      "an envelope's code and message",
      { error: { code: 'x', message: 'Nope', trace: 'internal detail' }, sql: 'select' },
      { error: { code: 'x', message: 'Nope' } },
    ],
    ['fields of the wrong type', { error: 12, message: ['a'], details: { a: 1 }, success: 'no' }, null],
    ['no read field at all', { dsn: 'postgres://user:pw@db' }, null],
    ['an array', ['internal detail'], null],
  ])('keeps of a 4xx JSON body only the read fields: %s', async (_case, body, kept) => {
    replyWith('GET', `${BOT_API}${PATH}`, () => HttpResponse.json(body, { status: 400 }));
    const reply = await call();
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe(kept === null ? '' : JSON.stringify(kept));
  });

  it('drops a Retry-After that is neither seconds nor an HTTP date', async () => {
    replyWith('GET', `${BOT_API}${PATH}`, () =>
      HttpResponse.json({ error: 'Slow down' }, { status: 429, headers: { 'Retry-After': '<b>soon</b>' } }),
    );
    const reply = await call();
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toBeNull();
  });
});

describe('reply size', () => {
  it('reads a reply of exactly the cap', async () => {
    const body = `"${'a'.repeat(MAX_UPSTREAM_REPLY_BYTES - 2)}"`;
    replyWith('GET', `${BOT_API}${PATH}`, () => new Response(body));
    const reply = await call();
    expect(reply.status).toBe(200);
    expect((await reply.text()).length).toBe(MAX_UPSTREAM_REPLY_BYTES);
  });

  it.each([
    [
      'declared',
      () => new Response('{}', { headers: { 'Content-Length': String(MAX_UPSTREAM_REPLY_BYTES + 1) } }),
    ],
    ['streamed without a length', () => new Response(endlessJson())],
  ])('answers 502 for a reply over the cap (%s), and stops reading it', async (_case, reply) => {
    replyWith('GET', `${BOT_API}${PATH}`, reply);
    const message = await expectFailure(await call(), 502, 'upstream_too_large');
    expect(message).toBe('The bot API sent a reply too large to read.');
  });
});

/** A JSON array that never ends, 64 KB a chunk; counts how much of it was pulled. */
function endlessJson(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(`${'1,'.repeat(32 * 1024)}`);
  let first = true;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(first ? new TextEncoder().encode('[') : chunk);
      first = false;
    },
  });
}
