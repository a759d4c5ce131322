// JSON bodies: a missing JSON content type or malformed JSON answers 415, an oversized body 413; nothing is forwarded.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '#shared/constants/limits';
import { API_CALLS, callName } from './support/api-calls';
import { callWorker, readError, USER_TOKEN } from './support/call-worker';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

const CALLS_WITH_BODIES = API_CALLS.filter((call) => call.body !== undefined);
const PREFIX_PATH = `/api${CALLS_WITH_BODIES.find((call) => call.path.endsWith('/prefix'))?.path}`;

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return callWorker(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${USER_TOKEN}`, ...headers },
    body,
  });
}

async function expectRefused(reply: Response, status: number, code: string, message: string): Promise<void> {
  expect(reply.status).toBe(status);
  expect((await readError(reply)).error).toEqual({ code, message });
  expectNothingForwarded();
}

const NOT_JSON_TYPE = 'The request body must be JSON (Content-Type: application/json).';
const NOT_JSON = 'The request body is not valid JSON.';
const TOO_LARGE = `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB.`;

/** A JSON body of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => JSON.stringify({ prefix: '!', pad: 'p'.repeat(bytes - 23) });

describe.each(CALLS_WITH_BODIES.map((call) => [callName(call), call] as const))('%s', (_name, call) => {
  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    callWorker(`/api${call.path}`, {
      method: call.method,
      headers: { Authorization: `Bearer ${USER_TOKEN}`, ...headers },
      body,
    });

  it('answers 415 without a content type', async () => {
    await expectRefused(await send(JSON.stringify(call.body)), 415, 'unsupported_media_type', NOT_JSON_TYPE);
  });

  it('answers 415 for malformed JSON', async () => {
    const reply = await send('{"prefix": "!",', { 'Content-Type': 'application/json' });
    await expectRefused(reply, 415, 'unsupported_media_type', NOT_JSON);
  });

  it('answers 413 for a body over the size limit', async () => {
    const reply = await send(jsonOfSize(MAX_JSON_BODY_BYTES + 1), { 'Content-Type': 'application/json' });
    await expectRefused(reply, 413, 'payload_too_large', TOO_LARGE);
  });
});

describe('content types', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['a look-alike', 'application/json-seq'],
    ['a look-alike without separator', 'application/jsonp'],
  ])('answers 415 for %s', async (_case, type) => {
    const reply = await post(PREFIX_PATH, '{"prefix":"!"}', { 'Content-Type': type });
    await expectRefused(reply, 415, 'unsupported_media_type', NOT_JSON_TYPE);
  });

  it.each([
    ['a charset', 'application/json; charset=utf-8'],
    ['upper case', 'Application/JSON'],
    ['a +json suffix', 'application/vnd.warden+json'],
  ])('accepts JSON with %s', async (_case, type) => {
    replyJson('POST', `${BOT_API}${PREFIX_PATH.slice(4)}`, { success: true });
    const reply = await post(PREFIX_PATH, '{"prefix":"!"}', { 'Content-Type': type });
    expect(reply.status).toBe(200);
    expect((await forwardedRequest()).body).toEqual({ prefix: '!' });
  });

  it.each([
    ['an empty body', ''],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['a bare word', 'prefix'],
  ])('answers 415 for %s', async (_case, body) => {
    const reply = await post(PREFIX_PATH, body, { 'Content-Type': 'application/json' });
    await expectRefused(reply, 415, 'unsupported_media_type', NOT_JSON);
  });

  it('answers 400, not 415, for JSON that is not an object', async () => {
    const reply = await post(PREFIX_PATH, '[1, 2]', { 'Content-Type': 'application/json' });
    expect(reply.status).toBe(400);
    expectNothingForwarded();
  });
});

describe('body size', () => {
  const json = { 'Content-Type': 'application/json' };

  it('accepts a body of exactly the limit', async () => {
    replyJson('POST', `${BOT_API}${PREFIX_PATH.slice(4)}`, { success: true });
    const body = jsonOfSize(MAX_JSON_BODY_BYTES);
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_JSON_BODY_BYTES);
    expect((await post(PREFIX_PATH, body, json)).status).toBe(200);
  });

  it('answers 413 from the declared Content-Length before reading the body', async () => {
    const reply = await post(PREFIX_PATH, '{"prefix":"!"}', {
      ...json,
      'Content-Length': String(MAX_JSON_BODY_BYTES + 1),
    });
    await expectRefused(reply, 413, 'payload_too_large', TOO_LARGE);
  });

  it('answers 413 from the bytes actually sent when no length is declared (a streamed body)', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(sent === 1 ? new TextEncoder().encode('[') : chunk);
        if (sent > 10) controller.close();
      },
    });
    const reply = await post(PREFIX_PATH, stream, json);
    await expectRefused(reply, 413, 'payload_too_large', TOO_LARGE);
    expect(sent).toBeLessThan(10);
  });

  it('counts bytes, not characters', async () => {
    const emoji = '👋'.repeat(MAX_JSON_BODY_BYTES / 4);
    const reply = await post(PREFIX_PATH, JSON.stringify({ prefix: emoji }), json);
    await expectRefused(reply, 413, 'payload_too_large', TOO_LARGE);
  });
});
