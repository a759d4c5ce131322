// The session held by the Worker: login nonce, the token's arrival into the HttpOnly cookie, forwarding, logout, CSRF.
import { describe, expect, it, vi } from 'vitest';
import {
  LOGIN_NONCE_COOKIE,
  SESSION_COOKIE,
  SESSION_MARKER_COOKIE,
  SESSION_MAX_AGE_S,
} from '#shared/constants/session';
import { DEMO_TOKEN } from '#worker/demo/seed';
import { callWorker, readError, SITE, USER_TOKEN } from './support/call-worker';
import { callDemoEntry } from './support/demo';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

/** A login nonce as startLogin writes it, issued now. */
const freshNonce = () => `0f8e2a345b6c4d7e8f90a1b2c3d4e5f6.${Date.now().toString(36)}`;
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const withSession = { [SESSION_COOKIE]: USER_TOKEN };
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', Origin: SITE };

/** The Set-Cookie lines of a reply, by cookie name. */
function setCookies(reply: Response): Record<string, string> {
  return Object.fromEntries(reply.headers.getSetCookie().map((line) => [line.split('=')[0], line]));
}

const ASSETS = {
  fetch: async () => new Response('<!doctype html><p>home</p>', { headers: { 'Content-Type': 'text/html' } }),
} as unknown as Fetcher;

describe('GET /api/auth/discord', () => {
  it('starts a login: a short-lived HttpOnly nonce cookie, in the demo entry too', async () => {
    const typed = { headers: { 'Sec-Fetch-Site': 'none' } };
    for (const reply of [
      await callWorker('/api/auth/discord', typed),
      await callDemoEntry('/api/auth/discord', typed),
    ]) {
      const nonce = setCookies(reply)[LOGIN_NONCE_COOKIE];
      expect(nonce).toMatch(
        /^__Host-warden_login=[0-9a-f]{32}\.[0-9a-z]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    }
  });
});

describe('a token returning from the login', () => {
  const arrive = (path: string, cookies: Record<string, string> = { [LOGIN_NONCE_COOKIE]: freshNonce() }) =>
    callWorker(path, { headers: { Cookie: cookieHeader(cookies) }, redirect: 'manual' }, { ASSETS });

  it('on /auth-landing becomes the HttpOnly session cookie and leaves the address', async () => {
    const reply = await arrive(`/auth-landing?token=${USER_TOKEN}`);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe('/auth-landing?login=accepted');
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
    expect(reply.headers.get('Referrer-Policy')).toBe('no-referrer');
    const cookies = setCookies(reply);
    expect(cookies[SESSION_COOKIE]).toBe(
      `${SESSION_COOKIE}=${USER_TOKEN}; Max-Age=${SESSION_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(cookies[SESSION_MARKER_COOKIE]).toBe(
      `${SESSION_MARKER_COOKIE}=1; Max-Age=${SESSION_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`,
    );
    expect(cookies[LOGIN_NONCE_COOKIE]).toContain('Max-Age=0');
  });

  it('on / becomes the session and the browser is sent to a clean /', async () => {
    const reply = await arrive(`/?token=${USER_TOKEN}`);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe('/');
    expect(setCookies(reply)[SESSION_COOKIE]).toContain(`${SESSION_COOKIE}=${USER_TOKEN};`);
  });

  it.each([
    ['/auth-landing?token=ATTACKER', '/auth-landing?login=refused'],
    ['/?token=ATTACKER', '/'],
  ])('is refused without a login started in this browser (%s): the session stays', async (path, location) => {
    const reply = await arrive(path, withSession);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(location);
    expect(setCookies(reply)[SESSION_COOKIE]).toBeUndefined();
    expect(setCookies(reply)[SESSION_MARKER_COOKIE]).toBeUndefined();
  });

  it('is refused when malformed, and the nonce is used up either way', async () => {
    const reply = await arrive('/auth-landing?token=a%3Bb%0D%0Ac');
    expect(reply.headers.get('Location')).toBe('/auth-landing?login=refused');
    expect(setCookies(reply)[SESSION_COOKIE]).toBeUndefined();
    expect(setCookies(reply)[LOGIN_NONCE_COOKIE]).toContain('Max-Age=0');
  });

  it('never writes the token to a log line', async () => {
    const logs = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'error')];
    await arrive(`/auth-landing?token=${USER_TOKEN}`);
    await arrive(`/?token=${USER_TOKEN}`, {});
    for (const log of logs) expect(JSON.stringify(log.mock.calls)).not.toContain(USER_TOKEN);
  });

  it('leaves / and /auth-landing without a token to the pages', async () => {
    expect(await (await arrive('/')).text()).toContain('home');
    expect((await arrive('/auth-landing')).status).toBe(200);
  });

  it('makes the demo login work end to end: nonce, demo token, session', async () => {
    const start = await callDemoEntry('/api/auth/discord', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const nonce = setCookies(start)[LOGIN_NONCE_COOKIE]?.split(';')[0] ?? '';
    const landing = await callDemoEntry(start.headers.get('Location') ?? '', { headers: { Cookie: nonce } });
    expect(landing.headers.get('Location')).toBe('/auth-landing?login=accepted');
    expect(setCookies(landing)[SESSION_COOKIE]).toContain(`${SESSION_COOKIE}=${DEMO_TOKEN};`);
  });
});

describe('calls made with the session cookie', () => {
  it('send Authorization: Bearer <token> upstream exactly as a header would', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { user: { id: '1', username: 'a' } });
    const reply = await callWorker('/api/auth/me', { headers: { Cookie: cookieHeader(withSession) } });
    expect(reply.status).toBe(200);
    const sent = await forwardedRequest();
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${USER_TOKEN}`);
    expect(sent.headers.get('Cookie')).toBeNull();
  });

  it("prefer the request's own Authorization header (scripts, tests)", async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { ok: true });
    await callWorker('/api/auth/me', {
      headers: { Cookie: cookieHeader(withSession), Authorization: 'Bearer script-token' },
    });
    expect((await forwardedRequest()).headers.get('Authorization')).toBe('Bearer script-token');
  });

  it('without a cookie or header answer 401 and forward nothing', async () => {
    const reply = await callWorker('/api/auth/servers');
    expect(reply.status).toBe(401);
    expectNothingForwarded();
  });

  it('end the session when the bot API answers 401 (a dead token is not kept)', async () => {
    replyJson('GET', `${BOT_API}/auth/servers`, { error: 'Invalid or expired token' }, 401);
    const reply = await callWorker('/api/auth/servers', { headers: { Cookie: cookieHeader(withSession) } });
    expect(reply.status).toBe(401);
    expect(setCookies(reply)[SESSION_COOKIE]).toContain('Max-Age=0');
    expect(setCookies(reply)[SESSION_MARKER_COOKIE]).toContain('Max-Age=0');
  });
});

describe('POST /api/auth/logout', () => {
  it('clears both cookies and forwards with the bearer from the cookie', async () => {
    replyJson('POST', `${BOT_API}/auth/logout`, { success: true });
    const reply = await callWorker('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookieHeader(withSession), ...sameOrigin },
    });
    expect(reply.status).toBe(200);
    expect((await forwardedRequest()).headers.get('Authorization')).toBe(`Bearer ${USER_TOKEN}`);
    expect(setCookies(reply)[SESSION_COOKIE]).toMatch(
      /^__Host-warden_session=; Max-Age=0; Path=\/;.*HttpOnly; Secure/,
    );
    expect(setCookies(reply)[SESSION_MARKER_COOKIE]).toContain('Max-Age=0');
  });

  it('clears the cookies even when the bot API fails, and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn');
    replyJson('POST', `${BOT_API}/auth/logout`, { error: 'down' }, 500);
    const reply = await callWorker('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookieHeader(withSession), ...sameOrigin },
    });
    expect(reply.status).toBe(200);
    expect(setCookies(reply)[SESSION_COOKIE]).toContain('Max-Age=0');
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual({ event: 'upstream_logout_failed', status: 502, error: 'upstream_failed' });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(USER_TOKEN);
  });
});

describe('CSRF', () => {
  const crossSite = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.example.test' }],
    ['a foreign Origin only', { Origin: 'https://evil.example' }],
    ['neither header', {}],
  ] as const;

  it.each(crossSite)(
    'refuses a cookie-authenticated POST with %s (403, nothing forwarded)',
    async (_name, headers) => {
      const reply = await callWorker('/api/bot/server/1100000000000000001/prefix', {
        method: 'POST',
        headers: { Cookie: cookieHeader(withSession), 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ prefix: '?' }),
      });
      expect(reply.status).toBe(403);
      expect((await readError(reply)).error.code).toBe('cross_site_request');
      expectNothingForwarded();
    },
  );

  it.each(['POST', 'PATCH', 'DELETE'])(
    'refuses a cross-site %s on every state-changing route',
    async (method) => {
      const reply = await callWorker('/api/bot/server/1100000000000000001/configurableRoles', {
        method,
        headers: { Cookie: cookieHeader(withSession), 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(reply.status).toBe(403);
      expectNothingForwarded();
    },
  );

  it('lets a same-origin POST through, and a GET from anywhere (GETs change nothing)', async () => {
    replyJson('POST', `${BOT_API}/bot/server/1100000000000000001/prefix`, { success: true });
    const post = await callWorker('/api/bot/server/1100000000000000001/prefix', {
      method: 'POST',
      headers: { Cookie: cookieHeader(withSession), 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ prefix: '?' }),
    });
    expect(post.status).toBe(200);
    replyJson('GET', `${BOT_API}/auth/me`, { ok: true });
    const get = await callWorker('/api/auth/me', {
      headers: { Cookie: cookieHeader(withSession), 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(get.status).toBe(200);
  });

  it('lets a request with its own Authorization header through (a foreign page cannot add one)', async () => {
    replyJson('POST', `${BOT_API}/auth/logout`, { success: true });
    const reply = await callWorker('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${USER_TOKEN}`, Cookie: cookieHeader(withSession) },
    });
    expect(reply.status).toBe(200);
  });
});

describe('POST /api/auth/session (moving a token from an older version into the cookie)', () => {
  const handOver = (headers: Record<string, string>, token = USER_TOKEN) =>
    callWorker(apiPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ token }),
    });
  const apiPath = '/api/auth/session';

  it('makes the token the session (204) for a page of the site', async () => {
    const reply = await handOver(sameOrigin);
    expect(reply.status).toBe(204);
    expect(setCookies(reply)[SESSION_COOKIE]).toContain(`${SESSION_COOKIE}=${USER_TOKEN};`);
    expectNothingForwarded();
  });

  it.each([
    ['a cross-site page', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['no browser headers', {}],
  ])('is refused from %s (403): a foreign page cannot plant its session', async (_name, headers) => {
    const reply = await handOver(headers);
    expect(reply.status).toBe(403);
    expect(setCookies(reply)[SESSION_COOKIE]).toBeUndefined();
  });

  it('never replaces an existing session (409)', async () => {
    const reply = await handOver({ ...sameOrigin, Cookie: cookieHeader(withSession) }, 'other-token');
    expect(reply.status).toBe(409);
    expect(setCookies(reply)[SESSION_COOKIE]).toBeUndefined();
  });

  it('refuses a value that is not a token (400)', async () => {
    const reply = await handOver(sameOrigin, 'two words');
    expect(reply.status).toBe(400);
  });
});
