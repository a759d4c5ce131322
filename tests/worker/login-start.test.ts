// The login start (only when the user asked on this site), its one-attempt nonce, tokens too long for a cookie, and the return's headers.
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CONFIRM_TEXTS } from '#shared/constants/login-confirm';
import { CONTENT_SECURITY_POLICY, PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import {
  LOGIN_NONCE_COOKIE,
  LOGIN_NONCE_MAX_AGE_S,
  MAX_SESSION_TOKEN_LENGTH,
  SESSION_COOKIE,
} from '#shared/constants/session';
import { callWorker, readError, SITE } from './support/call-worker';
import { callDemoEntry } from './support/demo';
import { BOT_API, expectNothingForwarded } from './support/fake-upstream';

/** The Set-Cookie lines of a reply, by cookie name. */
function setCookies(reply: Response): Record<string, string> {
  return Object.fromEntries(reply.headers.getSetCookie().map((line) => [line.split('=')[0], line]));
}

const start = (headers: Record<string, string>) =>
  callWorker('/api/auth/discord', { headers, redirect: 'manual' });

describe('GET /api/auth/discord started by the user on this site', () => {
  it.each([
    ['a typed address or bookmark (Sec-Fetch-Site: none)', { 'Sec-Fetch-Site': 'none' }],
    ['a page of this site (Sec-Fetch-Site: same-origin)', { 'Sec-Fetch-Site': 'same-origin' }],
    ['an older browser with this Origin', { Origin: SITE }],
    ['an older browser with a Referer of this site', { Referer: `${SITE}/login` }],
  ])('from %s sets the nonce and goes to the bot login', async (_name, headers) => {
    const reply = await start(headers);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(`${BOT_API}/auth/discord`);
    expect(setCookies(reply)[LOGIN_NONCE_COOKIE]).toMatch(/^__Host-warden_login=[0-9a-f]{32}\.[0-9a-z]+;/);
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
  });

  it('gives every attempt its own nonce', async () => {
    const first = setCookies(await start({ 'Sec-Fetch-Site': 'none' }))[LOGIN_NONCE_COOKIE];
    const second = setCookies(await start({ 'Sec-Fetch-Site': 'none' }))[LOGIN_NONCE_COOKIE];
    expect(first?.split(';')[0]).not.toBe(second?.split(';')[0]);
  });
});

describe('GET /api/auth/discord started by another site', () => {
  it.each([
    ['a cross-site window.open or link', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['an older browser with a foreign Origin', { Origin: 'https://evil.example' }],
    ['an older browser with a foreign Referer', { Referer: 'https://evil.example/page' }],
    ['no browser headers at all', {}],
  ])('from %s sets no nonce and answers a page that asks first', async (_name, headers) => {
    const reply = await start(headers);
    expect(reply.status).toBe(200);
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(reply.headers.get('Location')).toBeNull();
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(reply.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
    const page = await reply.text();
    expect(page).toContain(`<h1>${LOGIN_CONFIRM_TEXTS.heading}</h1>`);
    expect(page).toContain(LOGIN_CONFIRM_TEXTS.explanation);
    expect(page).toContain('<a href="/api/auth/discord">Login with Discord</a>');
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expectNothingForwarded();
  });

  it('is refused the same way by the demo entry', async () => {
    const reply = await callDemoEntry('/api/auth/discord', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});

describe('the login nonce', () => {
  const arrive = (nonce: string, token = 'returning-token') =>
    callWorker(`/auth-landing?token=${token}`, {
      headers: { Cookie: `${LOGIN_NONCE_COOKIE}=${nonce}` },
      redirect: 'manual',
    });
  const random = '0f8e2a345b6c4d7e8f90a1b2c3d4e5f6';

  it('is refused once older than its lifetime, even if the browser still sends it', async () => {
    const old = (Date.now() - (LOGIN_NONCE_MAX_AGE_S + 5) * 1000).toString(36);
    const reply = await arrive(`${random}.${old}`);
    expect(reply.headers.get('Location')).toBe('/auth-landing?login=refused');
    expect(setCookies(reply)[SESSION_COOKIE]).toBeUndefined();
    expect(setCookies(reply)[LOGIN_NONCE_COOKIE]).toContain('Max-Age=0');
  });

  it('is refused when it is not one the Worker wrote', async () => {
    const reply = await arrive('0f8e2a34-5b6c-4d7e-8f90-a1b2c3d4e5f6');
    expect(reply.headers.get('Location')).toBe('/auth-landing?login=refused');
  });

  it('accepts one token within its lifetime and is expired in the same reply', async () => {
    const reply = await arrive(`${random}.${Date.now().toString(36)}`);
    expect(reply.headers.get('Location')).toBe('/auth-landing?login=accepted');
    expect(setCookies(reply)[LOGIN_NONCE_COOKIE]).toContain('Max-Age=0');
  });

  it('refuses a token too long for a cookie (logged by its length only), and keeps one that just fits', async () => {
    const warn = vi.spyOn(console, 'warn');
    const fresh = () => `${random}.${Date.now().toString(36)}`;
    const tooLong = 'a'.repeat(MAX_SESSION_TOKEN_LENGTH + 1);
    const refused = await arrive(fresh(), tooLong);
    expect(refused.headers.get('Location')).toBe('/auth-landing?login=refused');
    expect(setCookies(refused)[SESSION_COOKIE]).toBeUndefined();
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)))).toContainEqual({
      event: 'login_token_too_long',
      length: MAX_SESSION_TOKEN_LENGTH + 1,
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(tooLong);
    const fits = await arrive(fresh(), 'a'.repeat(MAX_SESSION_TOKEN_LENGTH));
    const cookie = setCookies(fits)[SESSION_COOKIE]?.split(';')[0] ?? '';
    expect(new TextEncoder().encode(cookie).length).toBe(4096);
  });
});

describe('the redirect after a returning token', () => {
  it.each(['/?token=abc', '/auth-landing?token=abc'])(
    '%s carries every page security header',
    async (path) => {
      const reply = await callWorker(path, { redirect: 'manual' });
      expect(reply.status).toBe(302);
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
        if (name !== 'Referrer-Policy') expect(reply.headers.get(name), name).toBe(value);
      }
      expect(reply.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(reply.headers.get('Cache-Control')).toBe('no-store');
    },
  );
});

describe('POST /api/auth/session with a token too long for a cookie', () => {
  it('is refused with 400 naming the limit, and no cookie is set', async () => {
    const reply = await callWorker('/api/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ token: 'a'.repeat(MAX_SESSION_TOKEN_LENGTH + 1) }),
    });
    expect(reply.status).toBe(400);
    expect((await readError(reply)).error.issues).toContainEqual({
      path: 'token',
      message: `is too long to keep in a cookie (at most ${MAX_SESSION_TOKEN_LENGTH} characters)`,
    });
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});
