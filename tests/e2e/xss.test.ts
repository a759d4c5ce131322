// XSS suite: hostile strings in every upstream field the SPA shows render as inert text; links and images take only http(s).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_READS_ELEMENT_ID } from '#shared/constants/edge-reads';
import { launchBrowser, type TestBrowser } from './support/browser';
import { type FakeReply, type FakeUpstream, startFakeUpstream } from './support/fake-upstream';
import { liveRegion } from './support/live-region';
import { type ProductServer, startProductServer } from './support/server';

const SERVER = '1100000000000000001';
const LONG_SERVER = '1100000000000000002';
const USER_ID = '712345678901234567';
/** Sets `window.__xss` if it ever runs as markup. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const RTL = '\u202Eevil\u202C';
const HOSTILE = `${IMG}${SCRIPT}${RTL} "quoted" & 'single'`;
const JS_URL = 'javascript:window.__xss=3';
const DATA_URL = 'data:text/html,<script>window.__xss=4</script>';
const LONG_NAME = 'W'.repeat(10_000);
const MARKDOWN = `${HOSTILE} [click](${JS_URL}) [data](${DATA_URL}) <@${USER_ID}> **bold ${IMG}**`;

const hostileEmbed = {
  enabled: true,
  title: HOSTILE,
  description: MARKDOWN,
  color: '#ff0000',
  author: { name: HOSTILE, icon_url: JS_URL, url: JS_URL },
  thumbnail: { type: 'custom', url: DATA_URL },
  image: { url: JS_URL },
  button: { enabled: true, label: HOSTILE, url: JS_URL },
  footer: { text: HOSTILE, icon_url: DATA_URL },
  timestamp: false,
};

/** Every read the dashboard makes, answered with hostile strings in each field it shows. */
function hostileReply(method: string, url: string): FakeReply {
  const user = {
    id: USER_ID,
    username: HOSTILE,
    discriminator: '0001',
    avatar: `x" onerror="window.__xss=5`,
  };
  const channels = [{ id: `${SERVER}1`, name: HOSTILE, type: 0 }];
  const roles = [{ id: `${SERVER}2`, name: HOSTILE, color: 16711680, position: 1 }];
  const routes: Record<string, unknown> = {
    'GET /auth/me': { user },
    'GET /auth/servers': {
      user,
      adminGuilds: [
        { id: SERVER, name: HOSTILE, icon: JS_URL, ownerId: USER_ID, premium: true },
        { id: LONG_SERVER, name: LONG_NAME, icon: null },
      ],
    },
    [`GET /bot/server/${SERVER}`]: {
      id: SERVER,
      name: HOSTILE,
      memberCount: 3,
      icon: `"><img src=x onerror=window.__xss=6>`,
      ownerId: USER_ID,
      prefix: HOSTILE,
      premium: false,
      channel: 1,
      roles: 1,
      boosts: 0,
    },
    [`GET /bot/server/${SERVER}/autoresponders`]: {
      autoresponders: [{ trigger: HOSTILE, response: MARKDOWN }],
    },
    [`GET /bot/server/${SERVER}/configurableRoles`]: { owner: `${SERVER}2` },
    [`GET /dashboard/embed/channels/${SERVER}`]: { channels },
    [`GET /dashboard/embed/resources/${SERVER}`]: { roles, emojis: [], channelsServers: channels },
    [`GET /dashboard/${SERVER}`]: { channels },
    [`GET /welcomer/${SERVER}`]: {
      success: true,
      config: { enabled: true, channel: `${SERVER}1`, message: MARKDOWN, embed: hostileEmbed },
    },
    [`GET /bot/user/${USER_ID}`]: { badges: [HOSTILE], np: { enabled: false, npTime: null } },
  };
  if (method === 'POST' && url === `/bot/server/${SERVER}/prefix`) {
    return { status: 400, json: { error: HOSTILE, message: HOSTILE } };
  }
  if (method === 'GET' && url === '/t/hostile.txt') {
    const transcript = [
      `Channel: ${HOSTILE}`,
      `Closed by: ${HOSTILE}`,
      'Total Messages: 1',
      '',
      `[Mon, 06 Jan 2025 14:03:22 GMT] ${HOSTILE}:`,
      MARKDOWN,
      `Embed Title: ${HOSTILE}`,
      `Description: ${MARKDOWN}`,
      `Reactions: ${IMG} 2`,
    ].join('\n');
    return { status: 200, text: transcript, contentType: 'text/plain; charset=utf-8' };
  }
  const body = routes[`${method} ${url}`];
  return body === undefined ? { status: 404, json: { error: 'Not found' } } : { status: 200, json: body };
}

let upstream: FakeUpstream;
let product: ProductServer;
let chrome: TestBrowser;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => hostileReply(request.method, request.url));
  product = await startProductServer('production', {
    BOT_API_BASE: upstream.baseUrl,
    VERIFY_API_BASE: upstream.baseUrl,
    TRANSCRIPT_ORIGINS: upstream.baseUrl,
  });
  chrome = await launchBrowser();
  // Signs in as a page of the site would hand a token over (the Worker sets the session cookies).
  const signIn = await chrome.browser.request.post(`${product.baseUrl}/api/auth/session`, {
    headers: { Origin: product.baseUrl },
    data: { token: 'hostile-test-token' },
  });
  expect(signIn.status()).toBe(204);
});
afterAll(async () => {
  await chrome?.close();
  await product?.stop();
  await upstream?.stop();
});

/** Everything on the page that would make a hostile string active, for the assertion to list. */
function activeContent(page: Page) {
  return page.evaluate((edgeReads) => {
    const protocols = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)]
        .map((element) => (element as HTMLAnchorElement).getAttribute(attribute) ?? '')
        .filter((value) => value !== '')
        .map((value) => new URL(value, location.href).protocol)
        .filter((protocol) => !['http:', 'https:', 'mailto:', 'discord:'].includes(protocol));
    return {
      ran: (window as { __xss?: number }).__xss ?? null,
      handlers: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attr) => attr.name.startsWith('on')).map((attr) => attr.name),
      ),
      // The one inline script allowed is the Worker's non-executable JSON block of edge reads.
      injected: document.querySelectorAll(
        `img[src="x"], script:not([src]):not(#${edgeReads}[type="application/json"]), iframe, object, embed`,
      ).length,
      badLinks: protocols('a[href]', 'href'),
      badImages: protocols('img[src]', 'src'),
    };
  }, EDGE_READS_ELEMENT_ID);
}

async function expectInert(page: Page): Promise<void> {
  expect(await activeContent(page)).toEqual({
    ran: null,
    handlers: [],
    injected: 0,
    badLinks: [],
    badImages: [],
  });
}

async function open(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await chrome.browser.newPage();
  await page.goto(`${product.baseUrl}${path}`);
  await ready(page);
  return page;
}

/** Waits until the page's own content (not the header, which names the server too; select options included) holds `text`. */
const seeText = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.querySelector('main')?.textContent?.includes(wanted), text, {
    timeout: 15_000,
  });

describe('hostile strings from the bot API', () => {
  it('render inertly in the server list, the header and a 10,000-character server name', async () => {
    const page = await open('/dashboard', (p) => seeText(p, '"quoted" & \'single\''));
    await page.getByText(LONG_NAME.slice(0, 200), { exact: false }).first().waitFor();
    await expectInert(page);
    await page.close();
  });

  it('render inertly on the server overview (name, prefix, channels, roles)', async () => {
    const page = await open(`/dashboard/${SERVER}`, (p) =>
      p.getByRole('region', { name: 'Server Configuration' }).getByText(RTL, { exact: false }).waitFor(),
    );
    await expectInert(page);
    await page.close();
  });

  it('render inertly in an upstream error message (a refused prefix)', async () => {
    const page = await open(`/dashboard/${SERVER}`, (p) => seeText(p, RTL));
    await page.getByRole('button', { name: 'Edit prefix' }).click();
    const input = page.getByRole('textbox', { name: 'Command prefix' });
    await input.fill('!');
    await input.press('Enter');
    await page.locator('.dash-prefix__error').getByText(RTL, { exact: false }).waitFor();
    await liveRegion(page, 'assertive').getByText(RTL, { exact: false }).waitFor();
    await expectInert(page);
    await page.close();
  });

  it.each([
    ['the autoresponders (trigger, markdown response)', 'auto-responder'],
    ['the embed sender (channel names)', 'embed-generator'],
    ['the reaction roles (role and channel names)', 'reaction-role'],
    ['the welcome editor and preview (welcome text, embed fields and URLs)', 'welcome-config'],
    ['the role page (role names)', 'role-config'],
  ])('render inertly in %s', async (_name, tool) => {
    const page = await open(`/dashboard/${SERVER}/${tool}`, (p) => seeText(p, '"quoted"'));
    await expectInert(page);
    await page.close();
  });

  it('render inertly on the profile (user name, badges)', async () => {
    const page = await open('/dashboard/profile', (p) => seeText(p, '"quoted"'));
    await expectInert(page);
    await page.close();
  });

  it('render inertly in a transcript (names, content, embeds, reactions)', async () => {
    const link = encodeURIComponent(`${upstream.baseUrl}/t/hostile.txt`);
    const page = await open(`/transcribe/?content=${link}`, (p) => seeText(p, RTL));
    await expectInert(page);
    await page.close();
  });
});
