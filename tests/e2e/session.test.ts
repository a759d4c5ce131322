// Session suite: the token never reaches page script, cookie flags, login CSRF, CSRF refusal, logout everywhere, the jwt migration.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '#shared/constants/security';
import {
  DEMO_TOKEN,
  demoCalls,
  demoRequests,
  installDemoBrowser,
  SESSION_COOKIE_NAMES,
  signInAsDemo,
} from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);
const SERVER_ID = '1100000000000000001';
const SESSION_COOKIE = '__Host-warden_session';

/** Every address the page committed to (redirect hops that never became a page are not addresses). */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** What page script can read of the session: storage, cookies and the address. */
function scriptView(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    url: location.href,
  }));
}

async function sessionCookie() {
  return (await chrome().browser.cookies(baseUrl)).find((cookie) => cookie.name === SESSION_COOKIE);
}

async function loginThroughTheSite(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: 'Login with Discord' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
}

beforeEach(() => chrome().browser.clearCookies({ name: SESSION_COOKIE_NAMES }));

describe('the token after a login', () => {
  it('is never readable by page script: not in storage, document.cookie or any address', async () => {
    const page = await chrome().browser.newPage();
    const addresses = watchAddresses(page);
    await loginThroughTheSite(page);
    const view = await scriptView(page);
    for (const place of [view.local, view.session, view.cookies, view.url, ...addresses]) {
      expect(place).not.toContain(DEMO_TOKEN);
    }
    expect(view.cookies).toBe('warden_signed_in=1');
    await page.close();
  });

  it('lives in an HttpOnly, Secure, SameSite=Strict __Host- cookie for the whole site', async () => {
    const page = await chrome().browser.newPage();
    await loginThroughTheSite(page);
    expect(await sessionCookie()).toMatchObject({
      value: DEMO_TOKEN,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      domain: '127.0.0.1',
    });
    await page.close();
  });
});

describe('a token arriving in the address', () => {
  it('is dropped from / when this browser started no login, and the session stays', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    const addresses = watchAddresses(page);
    await page.goto(`${baseUrl}/?token=ATTACKER-TOKEN`);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(addresses.join(' ')).not.toContain('ATTACKER');
    expect((await sessionCookie())?.value).toBe(DEMO_TOKEN);
    await page.close();
  });

  it("on /auth-landing says 'Token invalid' and leaves the address at once when no login was started", async () => {
    const page = await chrome().browser.newPage();
    const addresses = watchAddresses(page);
    await page.goto(`${baseUrl}/auth-landing?token=ATTACKER-TOKEN`);
    await page.getByText('Token invalid').waitFor();
    await page.getByText('Please log in again.').waitFor();
    expect(addresses.join(' ')).not.toContain('ATTACKER');
    expect(await sessionCookie()).toBeUndefined();
    await page.close();
  });

  it('keeps / pre-rendered with its page headers when there is no token', async () => {
    const reply = await fetch(`${baseUrl}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await reply.text()).toContain('<h1');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call that carries the session cookie but comes from another site (403, nothing upstream)', async () => {
    const reply = await fetch(`${baseUrl}/api/bot/server/${SERVER_ID}/prefix`, {
      method: 'POST',
      headers: {
        Cookie: `${SESSION_COOKIE}=${DEMO_TOKEN}`,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefix: '?' }),
    });
    expect(reply.status).toBe(403);
    expect(await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER_ID}/prefix`)).toEqual([]);
  });

  it('lets a page of another site log no one out: the browser withholds the cookie and nothing reaches the bot API', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    const otherSite = baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherSite}/terms`);
    await page.evaluate(
      (target) =>
        fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null),
      `${baseUrl}/api/auth/logout`,
    );
    expect(await demoCalls(baseUrl, 'POST', '/auth/logout')).toEqual([]);
    expect((await sessionCookie())?.value).toBe(DEMO_TOKEN);
    await page.close();
  });
});

describe('logout', () => {
  it('is not done by a visit to /logout: it asks, and nothing is called', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/logout`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await demoCalls(baseUrl, 'POST', '/auth/logout')).toEqual([]);
    expect((await sessionCookie())?.value).toBe(DEMO_TOKEN);
    await page.close();
  });

  it('signs out every other open tab of the site within 2 s', async () => {
    const first = await chrome().browser.newPage();
    await signInAsDemo(first, baseUrl);
    await first.goto(`${baseUrl}/dashboard`);
    await first.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    const second = await chrome().browser.newPage();
    await second.goto(`${baseUrl}/dashboard/${SERVER_ID}`);
    await second.getByRole('button', { name: 'Logout' }).waitFor();
    await first.getByRole('button', { name: 'Logout' }).click();
    await first.waitForURL(`${baseUrl}/login`);
    await second.waitForURL(`${baseUrl}/login`, { timeout: 2000 });
    expect(await demoCalls(baseUrl, 'POST', '/auth/logout')).toHaveLength(1);
    expect(await sessionCookie()).toBeUndefined();
    await first.close();
    await second.close();
  });
});

describe('a crafted dashboard link', () => {
  it('with a query hidden in the server id calls nothing with it and says the address names no server', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}%3Fx%3Dy/auto-responder`);
    await page.getByRole('alert').getByText('This address does not name a Discord server').waitFor();
    const requests = await demoRequests(baseUrl);
    expect(requests.filter((call) => call.path.startsWith('/bot/'))).toEqual([]);
    await page.close();
  });
});

describe('a session from before the token moved to the Worker', () => {
  it('is kept: the localStorage jwt goes into the cookie once and is deleted', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/terms`);
    await page.evaluate((token) => localStorage.setItem('jwt', token), DEMO_TOKEN);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    expect((await sessionCookie())?.value).toBe(DEMO_TOKEN);
    await page.reload();
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    await page.close();
  });
});
