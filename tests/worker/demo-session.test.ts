// Demo bot API: the session calls, token refusals, and the /api/demo controls (received calls, reset, failures).
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '#worker/demo/seed';
import {
  MAX_FAILURE_DELAY_MS,
  MAX_INJECTED_FAILURES,
  MAX_LOGGED_BODY_CHARS,
  MAX_LOGGED_CALLS,
} from '#worker/demo/store';
import { API_CALLS, callInit, callName, PASSED_THROUGH_CALLS } from './support/api-calls';
import { callWorker, readError } from './support/call-worker';
import {
  asDemoUser,
  callDemo,
  callDemoApi,
  callDemoEntry,
  DEMO_SERVERS,
  demoJson,
  resetDemo,
} from './support/demo';
import { expectNothingForwarded } from './support/fake-upstream';

beforeEach(resetDemo);

describe('session calls', () => {
  it('GET /auth/servers lists the demo user and the servers they administer', async () => {
    const reply = await callDemo('/auth/servers', asDemoUser());
    expect(reply.status).toBe(200);
    const { user, adminGuilds } = (await reply.json()) as {
      user: Record<string, string>;
      adminGuilds: { id: string; icon: string | null; ownerId: string; premium: boolean }[];
    };
    expect(user).toEqual({
      id: DEMO_USER_ID,
      username: 'ava.demo',
      discriminator: '0420',
      avatar: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(adminGuilds.map((guild) => guild.id)).toEqual([
      DEMO_SERVERS.owned,
      DEMO_SERVERS.premium,
      DEMO_SERVERS.noIcon,
    ]);
    expect(adminGuilds.filter((guild) => guild.ownerId === DEMO_USER_ID)).toHaveLength(1);
    expect(adminGuilds.filter((guild) => guild.premium)).toHaveLength(1);
    expect(adminGuilds.filter((guild) => guild.icon === null)).toHaveLength(1);
    expectNothingForwarded();
  });

  it('GET /auth/me accepts the demo token', async () => {
    const reply = await callDemo('/auth/me', asDemoUser());
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ user: { id: DEMO_USER_ID } });
  });

  it('POST /auth/logout succeeds', async () => {
    const reply = await callDemo('/auth/logout', asDemoUser('POST'));
    expect(await reply.json()).toEqual({ success: true });
  });

  it('answers even when a bot API base is set: demo mode never forwards', async () => {
    const reply = await callDemoEntry('/api/auth/me', asDemoUser(), {
      BOT_API_BASE: 'https://bot.example.test',
    });
    expect(reply.status).toBe(200);
    expectNothingForwarded();
  });
});

describe.each(
  PASSED_THROUGH_CALLS.filter((call) => call.service === 'bot').map(
    (call) => [callName(call), call] as const,
  ),
)('%s', (_name, call) => {
  it('answers 401 for an unknown token', async () => {
    const reply = await callDemo(call.path, callInit(call, { Authorization: 'Bearer stolen-or-expired' }));
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe.each(
  API_CALLS.filter((call) => call.service === 'bot').map((call) => [callName(call), call] as const),
)('%s', (_name, call) => {
  it('answers 401 without a token (asked directly)', async () => {
    const reply = await callDemoApi(call.method, call.upstreamPath, { body: call.body, token: null });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('/api/demo/requests', () => {
  it('lists the calls the demo bot API received, with their bodies', async () => {
    await callDemo('/auth/servers', asDemoUser());
    await callDemo(`/bot/server/${DEMO_SERVERS.owned}/prefix`, demoJson('POST', { prefix: '?' }));
    const reply = await callDemo('/demo/requests');
    expect(await reply.json()).toEqual({
      requests: [
        { service: 'bot', method: 'GET', path: '/auth/servers', body: null },
        {
          service: 'bot',
          method: 'POST',
          path: `/bot/server/${DEMO_SERVERS.owned}/prefix`,
          body: { prefix: '?' },
        },
      ],
    });
  });

  it('does not list calls the worker refused', async () => {
    await callDemo(`/bot/server/${DEMO_SERVERS.owned}/prefix`, demoJson('POST', { prefix: '' }));
    expect(await (await callDemo('/demo/requests')).json()).toEqual({ requests: [] });
  });
});

describe('/api/demo/reset', () => {
  it('restores the seeded data and forgets received calls', async () => {
    const prefixPath = `/bot/server/${DEMO_SERVERS.owned}/prefix`;
    await callDemo(prefixPath, demoJson('POST', { prefix: '?' }));
    const reply = await callDemo('/demo/reset', { method: 'POST' });
    expect(await reply.json()).toEqual({ success: true });
    expect(await (await callDemo('/demo/requests')).json()).toEqual({ requests: [] });
    const server = await callDemo(`/bot/server/${DEMO_SERVERS.owned}`, asDemoUser());
    expect(await server.json()).toMatchObject({ prefix: '.' });
  });
});

describe('/api/demo/requests bounds', () => {
  it(`keeps only the newest ${MAX_LOGGED_CALLS} calls, and a note instead of a huge body`, async () => {
    await callDemo('/demo/reset', { method: 'POST' });
    for (let n = 0; n < MAX_LOGGED_CALLS + 5; n++) await callDemo('/auth/me', asDemoUser());
    const big = 'x'.repeat(MAX_LOGGED_BODY_CHARS);
    await callDemoApi('POST', '/welcomer/update', { body: { text: big } });
    const { requests } = (await (await callDemo('/demo/requests')).json()) as {
      requests: { body: unknown }[];
    };
    expect(requests).toHaveLength(MAX_LOGGED_CALLS);
    expect(requests.at(-1)?.body).toEqual({ omitted: `${JSON.stringify({ text: big }).length} characters` });
    await callDemo('/demo/reset', { method: 'POST' });
  });
});

describe('/api/demo/fail', () => {
  const fail = (body: unknown) => callDemo('/demo/fail', demoJson('POST', body));

  it('fails the next matching calls with the given status, then recovers', async () => {
    expect(await (await fail({ status: 500, times: 2, pathPrefix: '/auth/servers' })).json()).toEqual({
      success: true,
    });
    expect((await callDemo('/auth/me', asDemoUser())).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await callDemo('/auth/servers', asDemoUser());
      expect(reply.status).toBe(502);
      expect((await readError(reply)).error.code).toBe('upstream_failed');
    }
    expect((await callDemo('/auth/servers', asDemoUser())).status).toBe(200);
  });

  it('passes an injected 4xx back with its error text', async () => {
    await fail({ status: 429 });
    const reply = await callDemo(`/bot/server/${DEMO_SERVERS.owned}`, asDemoUser());
    expect(reply.status).toBe(429);
    expect(await reply.json()).toEqual({ error: 'Injected failure' });
  });

  it('holds a failure with a delay that long before answering it (a slow upstream)', async () => {
    await fail({ status: 500, pathPrefix: '/auth/servers', delayMs: 300 });
    const started = Date.now();
    const reply = await callDemo('/auth/servers', asDemoUser());
    expect(reply.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['a negative delay', { status: 500, delayMs: -1 }],
    [`a delay over ${MAX_FAILURE_DELAY_MS} ms`, { status: 500, delayMs: MAX_FAILURE_DELAY_MS + 1 }],
    ['a status under 400', { status: 200 }],
    ['a status over 599', { status: 600 }],
    ['no status', { times: 1 }],
    ['zero times', { status: 500, times: 0 }],
  ])('refuses %s', async (_case, body) => {
    expect((await fail(body)).status).toBe(400);
  });

  it(`keeps at most ${MAX_INJECTED_FAILURES} failures waiting, refusing more with 409`, async () => {
    await callDemo('/demo/reset', { method: 'POST' });
    for (let n = 0; n < MAX_INJECTED_FAILURES; n++) {
      expect((await fail({ status: 500, pathPrefix: '/nothing' })).status).toBe(200);
    }
    const reply = await fail({ status: 500, pathPrefix: '/nothing' });
    expect(reply.status).toBe(409);
    expect((await readError(reply)).error).toEqual({
      code: 'too_many_failures',
      message: `At most ${MAX_INJECTED_FAILURES} injected failures can wait at once. Reset the demo first.`,
    });
    await callDemo('/demo/reset', { method: 'POST' });
    expect((await fail({ status: 500, pathPrefix: '/nothing' })).status).toBe(200);
    await callDemo('/demo/reset', { method: 'POST' });
  });

  it('is not in the production worker', async () => {
    const reply = await callWorker('/api/demo/fail', demoJson('POST', { status: 500 }));
    expect(reply.status).toBe(404);
  });
});
