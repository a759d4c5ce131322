// The public demo is private per visitor: data, request log and injected failures are keyed by the demo cookie, and bounded.
import { describe, expect, it } from 'vitest';
import { DEMO_VISITOR_COOKIE } from '#shared/constants/demo-visitor';
import demo from '#worker/demo/index';
import { DEMO_TOKEN } from '#worker/demo/seed';
import {
  demoVisitor,
  demoVisitorCount,
  logCall,
  MAX_DEMO_VISITORS,
  MAX_LOGGED_CHARS,
} from '#worker/demo/store';
import { callEntry } from './support/call-worker';
import { DEMO_SERVERS } from './support/demo';

/** A visitor id no other test uses. */
const newVisitor = () => crypto.randomUUID().replaceAll('-', '');

/** Calls the demo entry's `/api` + `path` as `visitor` (signed in as the demo admin, from the site itself). */
function callAs(visitor: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {
    Cookie: `${DEMO_VISITOR_COOKIE}=${visitor}`,
    Authorization: `Bearer ${DEMO_TOKEN}`,
    'Sec-Fetch-Site': 'same-origin',
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return callEntry(demo, `/api${path}`, { method: init.method ?? 'GET', headers, body });
}

const serverPath = `/bot/server/${DEMO_SERVERS.owned}`;
const prefixOf = async (visitor: string) =>
  ((await (await callAs(visitor, serverPath)).json()) as { prefix: string }).prefix;
const requestsOf = async (visitor: string) =>
  ((await (await callAs(visitor, '/demo/requests')).json()) as { requests: { path: string }[] }).requests;

describe('the demo visitor cookie', () => {
  it('is set on the first /api call without one: random, HttpOnly, Secure, Lax, a day', async () => {
    const reply = await callEntry(demo, '/api/config');
    expect(reply.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${DEMO_VISITOR_COOKIE}=[0-9a-f]{32}; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax$`,
        ),
      ),
    ]);
  });

  it('is kept as it is once the browser has one, and replaced when malformed', async () => {
    const kept = await callEntry(demo, '/api/config', {
      headers: { Cookie: `${DEMO_VISITOR_COOKIE}=${newVisitor()}` },
    });
    expect(kept.headers.getSetCookie()).toEqual([]);
    const replaced = await callEntry(demo, '/api/config', {
      headers: { Cookie: `${DEMO_VISITOR_COOKIE}=../x` },
    });
    expect(replaced.headers.getSetCookie()[0]).toMatch(new RegExp(`^${DEMO_VISITOR_COOKIE}=[0-9a-f]{32};`));
  });
});

describe('two visitors', () => {
  it("never see each other's changes", async () => {
    const [alice, bob] = [newVisitor(), newVisitor()];
    expect(
      (await callAs(alice, `${serverPath}/prefix`, { method: 'POST', body: { prefix: '?' } })).status,
    ).toBe(200);
    expect(await prefixOf(alice)).toBe('?');
    expect(await prefixOf(bob)).toBe('.');
  });

  it("never see each other's request log", async () => {
    const [alice, bob] = [newVisitor(), newVisitor()];
    await callAs(alice, `${serverPath}/prefix`, { method: 'POST', body: { prefix: 'secret!' } });
    expect(await requestsOf(bob)).toEqual([]);
    expect((await requestsOf(alice)).map((call) => call.path)).toEqual([`${serverPath}/prefix`]);
  });

  it("cannot reset or fail each other's demo", async () => {
    const [alice, bob] = [newVisitor(), newVisitor()];
    await callAs(alice, `${serverPath}/prefix`, { method: 'POST', body: { prefix: '?' } });
    await callAs(bob, '/demo/reset', { method: 'POST' });
    await callAs(bob, '/demo/fail', { method: 'POST', body: { status: 500, times: 5 } });
    expect(await prefixOf(alice)).toBe('?');
    expect((await callAs(bob, serverPath)).status).toBe(502);
  });
});

describe('bounds', () => {
  it(`keeps at most ${MAX_DEMO_VISITORS} visitors, forgetting the one unused longest`, async () => {
    const first = newVisitor();
    await callAs(first, `${serverPath}/prefix`, { method: 'POST', body: { prefix: '?' } });
    const recent = newVisitor();
    await callAs(recent, `${serverPath}/prefix`, { method: 'POST', body: { prefix: '!' } });
    for (let n = 0; n < MAX_DEMO_VISITORS - 1; n++) await callAs(newVisitor(), '/demo/requests');
    expect(demoVisitorCount()).toBe(MAX_DEMO_VISITORS);
    expect(await prefixOf(recent)).toBe('!');
    expect(await prefixOf(first)).toBe('.');
    expect(demoVisitorCount()).toBe(MAX_DEMO_VISITORS);
  });

  it(`keeps at most ${MAX_LOGGED_CHARS} characters of logged bodies per visitor, newest first`, () => {
    const visitor = demoVisitor(newVisitor());
    for (let n = 0; n < 10; n++) {
      logCall(visitor, {
        service: 'bot',
        method: 'POST',
        path: `/call/${n}`,
        body: { text: 'x'.repeat(10_000) },
      });
    }
    const sizes = visitor.received.map((call) => JSON.stringify(call.body).length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(MAX_LOGGED_CHARS);
    expect(visitor.received.map((call) => call.path)).toEqual([
      '/call/4',
      '/call/5',
      '/call/6',
      '/call/7',
      '/call/8',
      '/call/9',
    ]);
  });
});
