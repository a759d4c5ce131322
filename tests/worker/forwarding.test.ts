// Every /api route of spec section 7: what reaches the upstream, what comes back, and when nothing is sent.
import { describe, expect, it } from 'vitest';
import { API_CALLS, AUTHORISED_CALLS, callInit, callName, PASSED_THROUGH_CALLS } from './support/api-calls';
import { callWorker, readError, USER_TOKEN } from './support/call-worker';
import {
  BOT_API,
  expectNothingForwarded,
  forwardedRequest,
  replyJson,
  replyWith,
  VERIFY_API,
} from './support/fake-upstream';

const baseOf = (service: 'bot' | 'verify') => (service === 'bot' ? BOT_API : VERIFY_API);
const bearer = { Authorization: `Bearer ${USER_TOKEN}` };

describe.each(API_CALLS.map((call) => [callName(call), call] as const))('%s', (_name, call) => {
  const upstreamUrl = `${baseOf(call.service)}${call.upstreamPath}`;

  it('forwards the same method, path and body, never the query, with the bearer token only to the bot API', async () => {
    replyJson(call.method, upstreamUrl, { ok: true });
    const reply = await callWorker(
      `/api${call.path}?admin=true&limit=999999&q=a%20b`,
      callInit(call, bearer),
    );
    expect(reply.status).toBe(200);
    const sent = await forwardedRequest();
    expect(sent.method).toBe(call.method);
    expect(sent.url).toBe(upstreamUrl);
    expect(sent.body).toEqual(call.body ?? null);
    expect(sent.headers.get('Authorization')).toBe(call.service === 'bot' ? `Bearer ${USER_TOKEN}` : null);
    expect(sent.headers.get('Content-Type')).toBe(call.body === undefined ? null : 'application/json');
    expect(sent.headers.get('Accept')).toBe('application/json');
  });
});

describe.each(PASSED_THROUGH_CALLS.map((call) => [callName(call), call] as const))('%s', (_name, call) => {
  const upstreamUrl = `${baseOf(call.service)}${call.upstreamPath}`;

  it('passes a 2xx reply back with its status and its JSON body unchanged', async () => {
    const raw = '{"id":11000000000000000012345,"name":"Warden HQ","nested":{"list":[1,2]}}';
    replyWith(call.method, upstreamUrl, () => new Response(raw, { status: 201 }));
    const reply = await callWorker(`/api${call.path}`, callInit(call, bearer));
    expect(reply.status).toBe(201);
    expect(reply.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await reply.text()).toBe(raw);
  });

  it('passes a 4xx reply back with its status and only the fields the SPA reads', async () => {
    replyJson(
      call.method,
      upstreamUrl,
      {
        error: 'Server not found or bot is not present in this server.',
        details: 'Guild 1 is unknown',
        stack: 'at db.query (/srv/bot/db.js:12)',
        internalUserId: '42',
      },
      404,
    );
    const reply = await callWorker(`/api${call.path}`, callInit(call, bearer));
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({
      error: 'Server not found or bot is not present in this server.',
      details: 'Guild 1 is unknown',
    });
  });

  it('answers 503 without calling anything when the upstream is not configured', async () => {
    const reply = await callWorker(`/api${call.path}`, callInit(call, bearer), {
      BOT_API_BASE: '',
      VERIFY_API_BASE: '',
    });
    expect(reply.status).toBe(503);
    const { error } = await readError(reply);
    expect(error.code).toBe('upstream_not_configured');
    expect(error.message).toMatch(/is not configured for this deployment/);
    expectNothingForwarded();
  });
});

describe.each(AUTHORISED_CALLS.map((call) => [callName(call), call] as const))(
  '%s without a session',
  (_name, call) => {
    it('answers 401 without an Authorization header and calls nothing', async () => {
      const reply = await callWorker(`/api${call.path}`, callInit(call, {}));
      expect(reply.status).toBe(401);
      expect((await readError(reply)).error).toEqual({
        code: 'unauthorized',
        message: 'You are not signed in. Please log in again.',
      });
      expectNothingForwarded();
    });

    it.each([
      ['an empty bearer', { Authorization: 'Bearer ' }],
      ['another scheme', { Authorization: `Basic ${USER_TOKEN}` }],
    ])('answers 401 with %s and calls nothing', async (_case, headers) => {
      const reply = await callWorker(`/api${call.path}`, callInit(call, headers));
      expect(reply.status).toBe(401);
      expect((await readError(reply)).error).toEqual({
        code: 'invalid_authorization',
        message: 'The Authorization header must be "Bearer <token>".',
      });
      expectNothingForwarded();
    });
  },
);
