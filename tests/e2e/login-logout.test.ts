// The production worker in a browser: a login another site starts only asks first, and logout is instant even when the bot API hangs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_CONFIRM_TEXTS } from '#shared/constants/login-confirm';
import { launchBrowser, type TestBrowser } from './support/browser';
import { type FakeReply, type FakeUpstream, startFakeUpstream } from './support/fake-upstream';
import { type ProductServer, startProductServer } from './support/server';

const TOKEN = 'real-user-token';
const USER = { id: '712345678901234567', username: 'real-admin', discriminator: '0', avatar: null };
const SESSION_COOKIES = ['__Host-warden_session', 'warden_signed_in', '__Host-warden_login'];

let bot: FakeUpstream;
let product: ProductServer;
let chrome: TestBrowser;

/** The bot API: its login hands TOKEN back to the product, reads answer the user, logout never answers. */
function botReply(method: string, url: string): FakeReply {
  if (url === '/auth/discord')
    return { status: 302, location: `${product.baseUrl}/auth-landing?token=${TOKEN}` };
  if (method === 'POST' && url === '/auth/logout') return 'hang';
  if (url === '/auth/me') return { status: 200, json: { user: USER } };
  if (url === '/auth/servers') return { status: 200, json: { user: USER, adminGuilds: [] } };
  return { status: 404, json: { error: 'Not here' } };
}

async function sessionCookieNames(): Promise<string[]> {
  const cookies = await chrome.browser.cookies(product.baseUrl);
  return cookies.map((cookie) => cookie.name).filter((name) => SESSION_COOKIES.includes(name));
}

beforeAll(async () => {
  bot = await startFakeUpstream((request) => botReply(request.method, request.url));
  product = await startProductServer('production', {
    BOT_API_BASE: bot.baseUrl,
    VERIFY_API_BASE: bot.baseUrl,
  });
  chrome = await launchBrowser();
});

afterAll(async () => {
  await chrome?.close();
  await product?.stop();
  await bot?.stop();
});

beforeEach(() => chrome.browser.clearCookies());

describe('a login started by another site', () => {
  it('sets no nonce and asks first; its Login with Discord link then signs the user in', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${product.baseUrl.replace('127.0.0.1', 'localhost')}/terms`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((target) => window.open(target), `${product.baseUrl}/api/auth/discord`),
    ]);
    await popup.getByRole('heading', { name: LOGIN_CONFIRM_TEXTS.heading }).waitFor();
    expect(await sessionCookieNames()).toEqual([]);
    expect(bot.received.filter((request) => request.url === '/auth/discord')).toEqual([]);
    await popup.getByRole('link', { name: 'Login with Discord' }).click();
    await popup.waitForURL(`${product.baseUrl}/dashboard`);
    expect(await sessionCookieNames()).toContain('__Host-warden_session');
    await popup.close();
    await page.close();
  });
});

describe('logout with a bot API that never answers', () => {
  it('reaches /login at once and leaves no session cookie behind; the bot API is still told', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Login with Discord' }).click();
    await page.waitForURL(`${product.baseUrl}/dashboard`);
    expect(await sessionCookieNames()).toEqual(['__Host-warden_session', 'warden_signed_in']);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.baseUrl}/login`, { timeout: 3000 });
    expect(await sessionCookieNames()).toEqual([]);
    await expect
      .poll(() => bot.received.filter((request) => request.url === '/auth/logout'))
      .toMatchObject([{ method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } }]);
    await page.reload();
    expect(page.url()).toBe(`${product.baseUrl}/login`);
    await page.close();
  });
});
