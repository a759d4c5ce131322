// Dashboard pages with reads started at the edge: which reads, the JSON block in the HTML, its escaping, failures and slow reads.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EDGE_READS_ELEMENT_ID, EDGE_READS_WAIT_MS } from '#shared/constants/edge-reads';
import { REVALIDATE_CACHE } from '#shared/constants/security';
import { SESSION_COOKIE } from '#shared/constants/session';
import { upstream } from './setup';
import { callWorker, USER_TOKEN } from './support/call-worker';
import { BOT_API, expectNothingForwarded, replyJson, replyWith } from './support/fake-upstream';

const SERVER = '1100000000000000001';
const SHELL =
  '<!doctype html><html><head><title>Warden</title></head><body><div id="root"></div></body></html>';
const ASSETS = {
  fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html', ETag: '"shell"' } }),
} as unknown as Fetcher;
const USER = { user: { id: '712345678901234567', username: 'ava', discriminator: '0', avatar: null } };
const SERVER_DETAIL = { id: SERVER, name: 'Warden HQ', icon: null, ownerId: '712345678901234567' };
const refusingLimiter: RateLimit = { limit: async () => ({ success: false }) };

/** GET `path` as a browser with the session cookie (or with `headers` instead). */
function openPage(
  path: string,
  headers: HeadersInit = { Cookie: `${SESSION_COOKIE}=${USER_TOKEN}` },
  vars = {},
) {
  return callWorker(path, { headers }, { ASSETS, ...vars });
}

/** The JSON block of `html`, parsed; fails the test when the page has none or more than one. */
function blockOf(html: string): unknown {
  const blocks = [...html.matchAll(/<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/g)];
  expect(blocks.map((block) => block[1])).toEqual([EDGE_READS_ELEMENT_ID]);
  return JSON.parse(blocks[0]?.[2] ?? '');
}

/** `METHOD path Authorization` of every request the fake upstreams received, in order. */
function received(): string[] {
  return upstream
    .requests()
    .map(
      (request) =>
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`,
    );
}

describe('a signed-in dashboard page', () => {
  it('starts the reads of its route with the session and puts their replies into the HTML', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, SERVER_DETAIL);
    replyJson('GET', `${BOT_API}/welcomer/${SERVER}`, { success: true, config: null });
    replyJson('GET', `${BOT_API}/dashboard/embed/channels/${SERVER}`, { channels: [] });
    const reply = await openPage(`/dashboard/${SERVER}/welcome-config`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(received().sort()).toEqual(
      [
        `GET /auth/me Bearer ${USER_TOKEN}`,
        `GET /bot/server/${SERVER} Bearer ${USER_TOKEN}`,
        `GET /welcomer/${SERVER} Bearer ${USER_TOKEN}`,
        `GET /dashboard/embed/channels/${SERVER} Bearer ${USER_TOKEN}`,
      ].sort(),
    );
    expect(blockOf(html)).toEqual({
      '/auth/me': { status: 200, body: USER.user },
      [`/bot/server/${SERVER}`]: { status: 200, body: SERVER_DETAIL },
      [`/welcomer/${SERVER}`]: { status: 200, body: { success: true, config: null } },
      [`/dashboard/embed/channels/${SERVER}`]: { status: 200, body: { channels: [] } },
    });
    expect(html).toMatch(/<div id="root"><\/div><script type="application\/json"[^>]*>.*<\/script><\/body>/);
    expect(html).not.toContain(USER_TOKEN);
  });

  it('is kept by no cache', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/auth/servers`, { user: USER.user, adminGuilds: [] });
    const reply = await openPage('/dashboard');
    expect(reply.headers.get('Cache-Control')).toBe('private, no-store');
    expect(reply.headers.get('ETag')).toBeNull();
    expect(blockOf(await reply.text())).toEqual({
      '/auth/me': { status: 200, body: USER.user },
      '/auth/servers': { status: 200, body: { user: USER.user, adminGuilds: [] } },
    });
  });

  it('writes the session and server reads as their schemas give them, without unknown fields', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { ...USER, token: 'not for the page' });
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, { ...SERVER_DETAIL, secret: 'upstream only' });
    const html = await (await openPage(`/dashboard/${SERVER}`)).text();
    expect(blockOf(html)).toEqual({
      '/auth/me': { status: 200, body: USER.user },
      [`/bot/server/${SERVER}`]: { status: 200, body: SERVER_DETAIL },
    });
    expect(html).not.toContain('not for the page');
    expect(html).not.toContain('upstream only');
  });

  it('leaves out a list reply its schema refuses (the SPA reads it itself) and writes a session without a user as null', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { hello: 'no user here' });
    replyJson('GET', `${BOT_API}/auth/servers`, { user: USER.user, adminGuilds: 'none' });
    const list = await (await openPage('/dashboard')).text();
    expect(blockOf(list)).toEqual({ '/auth/me': { status: 200, body: null } });
  });

  it('writes upstream text that could end the block as JSON escapes', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028\u2029 </SCRIPT>';
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, { ...SERVER_DETAIL, name });
    const html = await (await openPage(`/dashboard/${SERVER}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('</SCRIPT>');
    expect(html).not.toContain('\u2028');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(blockOf(html)).toMatchObject({ [`/bot/server/${SERVER}`]: { status: 200, body: { name } } });
  });

  it('reports a failed read by its status alone, never the upstream error text', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, { error: 'database on fire at 10.0.0.7' }, 500);
    replyJson('GET', `${BOT_API}/dashboard/embed/channels/${SERVER}`, { error: 'Missing Access' }, 403);
    const html = await (await openPage(`/dashboard/${SERVER}/embed-generator`)).text();
    expect(blockOf(html)).toEqual({
      '/auth/me': { status: 200, body: USER.user },
      [`/bot/server/${SERVER}`]: { status: 502 },
    });
    expect(html).not.toContain('database on fire');
    expect(html).not.toContain('Missing Access');
  });

  it('leaves out a read slower than EDGE_READS_WAIT_MS, so the SPA reads it itself', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyWith('GET', `${BOT_API}/auth/servers`, async () => {
      await new Promise((wait) => setTimeout(wait, EDGE_READS_WAIT_MS + 500));
      return HttpResponse.json({ user: USER.user, adminGuilds: [] });
    });
    const started = Date.now();
    const html = await (await openPage('/dashboard', undefined, { UPSTREAM_TIMEOUT_MS: '10000' })).text();
    expect(Date.now() - started).toBeLessThan(EDGE_READS_WAIT_MS + 400);
    expect(blockOf(html)).toEqual({ '/auth/me': { status: 200, body: USER.user } });
  });

  it('gets an empty block, and nothing is read, when the session is over its rate limit', async () => {
    const html = await (await openPage('/dashboard', undefined, { API_RATE_LIMIT: refusingLimiter })).text();
    expect(blockOf(html)).toEqual({});
    expectNothingForwarded();
  });
});

describe('the same static shell as before', () => {
  it.each([
    ['without a session', '/dashboard', {}],
    ['with a bearer header instead of the cookie', '/dashboard', { Authorization: `Bearer ${USER_TOKEN}` }],
    ['on a public client route', '/login', { Cookie: `${SESSION_COOKIE}=${USER_TOKEN}` }],
    [
      'on a server id that is not a Discord id',
      '/dashboard/abc/welcome-config',
      { Cookie: `${SESSION_COOKIE}=${USER_TOKEN}` },
    ],
    ['on the profile page', '/dashboard/profile', { Cookie: `${SESSION_COOKIE}=${USER_TOKEN}` }],
  ])('%s', async (_case, path, headers) => {
    const reply = await openPage(path, headers);
    expect(await reply.text()).toBe(SHELL);
    expect(reply.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
    expect(reply.headers.get('ETag')).toBe('"shell"');
    expectNothingForwarded();
  });

  it('answers a signed-in HEAD with no body and reads nothing', async () => {
    const reply = await callWorker(
      '/dashboard',
      { method: 'HEAD', headers: { Cookie: `${SESSION_COOKIE}=${USER_TOKEN}` } },
      { ASSETS },
    );
    expect(await reply.text()).toBe('');
    expectNothingForwarded();
  });
});

describe('the pre-rendered dashboard shell', () => {
  /** Static assets holding the SPA shell and, unless `withoutShells`, the dashboard shells; records each path asked for. */
  function assets(withoutShells = false) {
    const asked: string[] = [];
    const binding = {
      fetch: async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : input).pathname;
        asked.push(path);
        if (path.startsWith('/dashboard-shell/')) {
          return withoutShells
            ? new Response('Not Found', { status: 404 })
            : new Response(SHELL.replace('Warden', `shell ${path}`), {
                headers: { 'Content-Type': 'text/html' },
              });
        }
        return new Response(SHELL, { headers: { 'Content-Type': 'text/html' } });
      },
    } as unknown as Fetcher;
    return { asked, binding };
  }

  it.each([
    ['/dashboard', '/dashboard-shell/list'],
    [`/dashboard/${SERVER}`, '/dashboard-shell/server'],
    [`/dashboard/${SERVER}/embed-generator`, '/dashboard-shell/embed-generator'],
    [`/dashboard/${SERVER}/welcome-config/`, '/dashboard-shell/welcome-config'],
  ])('is what a signed-in %s gets: %s', async (path, shell) => {
    replyJson('GET', `${BOT_API}/auth/me`, USER, 401);
    replyJson('GET', `${BOT_API}/auth/servers`, {}, 401);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, {}, 401);
    replyJson('GET', `${BOT_API}/dashboard/embed/channels/${SERVER}`, {}, 401);
    replyJson('GET', `${BOT_API}/welcomer/${SERVER}`, {}, 401);
    const { asked, binding } = assets();
    const html = await (await openPage(path, undefined, { ASSETS: binding })).text();
    expect(asked).toEqual([shell]);
    expect(html).toContain(`<title>shell ${shell}</title>`);
  });

  it('falls back to the SPA shell when the build has no dashboard shells', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER, 401);
    replyJson('GET', `${BOT_API}/auth/servers`, {}, 401);
    const { asked, binding } = assets(true);
    const html = await (await openPage('/dashboard', undefined, { ASSETS: binding })).text();
    expect(asked).toEqual(['/dashboard-shell/list', '/app-shell.html']);
    expect(html).toContain('<title>Warden</title>');
  });

  it('is never what a request without the session cookie gets', async () => {
    const { asked, binding } = assets();
    await openPage(`/dashboard/${SERVER}/embed-generator`, {}, { ASSETS: binding });
    expect(asked).toEqual(['/app-shell.html']);
  });
});
