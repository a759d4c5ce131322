// The request log: one JSON line per failed or refused request, with its route pattern and upstream status, and no secret.
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import type { FailureLine } from '#worker/lib/log';
import { IDS } from '../shared/support/samples';
import { authorised, callWorker, jsonRequest, USER_TOKEN } from './support/call-worker';
import { BOT_API, replyJson, replyWith } from './support/fake-upstream';

let errors: MockInstance<typeof console.error>;
let warnings: MockInstance<typeof console.warn>;
let infos: MockInstance<typeof console.log>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  infos = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

/** Everything the worker wrote to the console during the test. */
function everything(): string {
  return [errors, warnings, infos].flatMap((spy) => spy.mock.calls.map((args) => args.join(' '))).join('\n');
}

afterEach(() => {
  expect(everything()).not.toContain(USER_TOKEN);
});

/** The one line written with `spy`, parsed. */
function onlyLine(spy: MockInstance<(...args: unknown[]) => void>): FailureLine {
  expect(spy).toHaveBeenCalledOnce();
  return JSON.parse(String(spy.mock.calls[0]?.[0])) as FailureLine;
}

const SERVER_PATH = `/bot/server/${IDS.server}`;

describe('a failed request', () => {
  it('logs one error line: route pattern, status, code, upstream status, duration and cf-ray id', async () => {
    replyJson('GET', `${BOT_API}${SERVER_PATH}`, { error: 'database down' }, 500);
    const init = authorised();
    const reply = await callWorker(`/api${SERVER_PATH}`, {
      ...init,
      headers: { ...init.headers, 'cf-ray': '8f1e2d3c4b5a6978-LHR' },
    });
    expect(reply.status).toBe(502);
    const line = onlyLine(errors);
    expect(line).toEqual({
      event: 'request_failed',
      method: 'GET',
      route: '/api/bot/server/:id',
      status: 502,
      code: 'upstream_failed',
      upstreamStatus: 500,
      durationMs: expect.any(Number),
      requestId: '8f1e2d3c4b5a6978-LHR',
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(everything()).not.toContain(IDS.server);
    expect(everything()).not.toContain('database down');
  });

  it('logs a refused connection with no upstream status and no request id without cf-ray', async () => {
    replyWith('GET', `${BOT_API}${SERVER_PATH}`, () => HttpResponse.error());
    await callWorker(`/api${SERVER_PATH}`, authorised());
    expect(onlyLine(errors)).toMatchObject({
      code: 'upstream_unreachable',
      upstreamStatus: null,
      requestId: null,
    });
  });
});

describe('a refused request', () => {
  it('logs a warning line for a call without a session', async () => {
    await callWorker(`/api${SERVER_PATH}`);
    expect(onlyLine(warnings)).toMatchObject({
      route: '/api/bot/server/:id',
      status: 401,
      code: 'unauthorized',
      upstreamStatus: null,
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs an upstream refusal passed through, with its upstream status and no code', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { error: 'Invalid or expired token' }, 401);
    await callWorker('/api/auth/me', authorised());
    expect(onlyLine(warnings)).toMatchObject({
      route: '/api/auth/me',
      status: 401,
      code: null,
      upstreamStatus: 401,
    });
  });

  it('never logs the request body', async () => {
    const reply = await callWorker(
      `/api${SERVER_PATH}/prefix`,
      jsonRequest('POST', { prefix: 'secret-prefix-text-that-is-far-too-long' }),
    );
    expect(reply.status).toBe(400);
    expect(onlyLine(warnings)).toMatchObject({
      route: '/api/bot/server/:id/prefix',
      code: 'invalid_request',
    });
    expect(everything()).not.toContain('secret-prefix');
  });

  it("never logs a transcript link's query string (Discord's signed URLs are credentials)", async () => {
    const signed =
      'https://cdn.discordapp.com.evil.test/attachments/1/2/t.txt?ex=65f1&is=65e0&hm=0123456789abcdef';
    const reply = await callWorker(apiUrl(apiRoutes.transcript(signed)));
    expect(reply.status).toBe(400);
    expect(onlyLine(warnings)).toMatchObject({ route: '/api/transcript', code: 'transcript_url_refused' });
    expect(everything()).not.toMatch(/hm=|0123456789abcdef|evil\.test/);
  });

  it('logs an unknown API path under the catch-all pattern', async () => {
    await callWorker('/api/no/such/thing?token=abc');
    expect(onlyLine(warnings)).toMatchObject({ route: '/api/*', status: 404, code: 'not_found' });
    expect(everything()).not.toContain('token=abc');
  });
});

describe('a successful request', () => {
  it('logs nothing', async () => {
    replyJson('GET', `${BOT_API}${SERVER_PATH}`, { id: IDS.server });
    expect((await callWorker(`/api${SERVER_PATH}`, authorised())).status).toBe(200);
    expect(everything()).toBe('');
  });
});
