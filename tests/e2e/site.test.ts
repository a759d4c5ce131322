// Browser checks of the public site as served from Workers Static Assets: pre-rendered pages, metadata, navigation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_PATHS } from '#shared/site-routes';
import { launchBrowser, type TestBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** Every pre-rendered page and its main heading. */
const PAGES: readonly [path: string, heading: string][] = [
  ['/', 'Warden'],
  ['/commands', 'Command Center'],
  ['/features', 'Features'],
  ['/premium', 'Premium'],
  ['/team', 'Our Core Team'],
  ['/developers', 'Meet the Developers'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms & Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/guidelines', 'Community Guidelines'],
  ['/settings', 'Coming Soon'],
  ['/premium/renew', 'Coming Soon'],
];
/** Chunks of the signed-in half of the product, which public pages must never load. */
const DASHBOARD_CHUNKS =
  /\/assets\/(session-guard|validate-session|server-list-page|server-overview-page|server-section-page|profile-page|autoresponders-page|embed-sender-page|reaction-roles-page|welcome-config-page|role-config-page)-/;

let chrome: TestBrowser;
let noScript: TestBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
  noScript = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await chrome?.close();
  await noScript?.close();
});

/** Opens `path`, recording console errors and warnings, page errors and every requested URL. */
async function open(browser: TestBrowser, path: string, width = 1280) {
  const page = await browser.browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  const reply = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, reply, problems, requests };
}

const heading = (page: Page) => page.locator('h1').first().textContent();

describe('the pre-rendered public pages', () => {
  it.each(PAGES)('%s shows its heading with JavaScript disabled', async (path, title) => {
    const { page, reply } = await open(noScript, path);
    expect(reply?.status()).toBe(200);
    expect(await heading(page)).toBe(title);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    await page.close();
  });

  it.each(PAGES)(
    '%s hydrates with its heading, no console error and no dashboard code',
    async (path, title) => {
      const { page, reply, problems, requests } = await open(chrome, path);
      expect(reply?.status()).toBe(200);
      expect(await heading(page)).toBe(title);
      expect(problems).toEqual([]);
      expect(requests.filter((url) => DASHBOARD_CHUNKS.test(url))).toEqual([]);
      await page.close();
    },
  );
});

describe('the served HTML', () => {
  it.each(PAGES)('of %s carries its own title, description, canonical and social metadata', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const meta = (attribute: string) => html.match(new RegExp(`<meta ${attribute} content="([^"]*)"`))?.[1];
    expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toMatch(/Warden/);
    expect(meta('name="description"')?.length).toBeGreaterThan(40);
    expect(meta('name="keywords"')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="https://warden.bot${path}" data-page-head>`);
    expect(meta('property="og:title"')).toBeTruthy();
    expect(meta('property="og:url"')).toBe(`https://warden.bot${path}`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(html).not.toMatch(/\sstyle="/);
    expect(
      (html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !/type="(module|application\/ld\+json)"/.test(tag),
      ),
    ).toEqual([]);
  });

  it('of / has the spec title and the JSON-LD of a free application rated 4.9 from 100 ratings', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(
      '<title>Warden - The Ultimate Moderation &amp; Utility Bot | Join 100+ Servers</title>',
    );
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? '',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Warden',
      offers: { price: '0' },
      aggregateRating: { ratingValue: '4.9', ratingCount: '100' },
    });
  });

  it('of the dashboard is still the un-rendered SPA shell', async () => {
    const reply = await fetch(`${baseUrl}/dashboard`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-page-head />');
  });

  it('includes robots.txt and a sitemap of the public pages', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(
      'Sitemap: https://warden.bot/sitemap.xml',
    );
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of Object.values(PUBLIC_PATHS))
      expect(sitemap).toContain(`<loc>https://warden.bot${path}</loc>`);
  });
});

describe('navigating the site', () => {
  it('follows the navigation and footer links client-side, keeping the head in step', async () => {
    const { page, problems } = await open(chrome, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Commands' }).click();
    await page.getByRole('heading', { level: 1, name: 'Command Center' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/commands`);
    await page.waitForFunction(() => document.title === 'Command Center: all 131 commands | Warden');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://warden.bot/commands',
    );
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/privacy`);
    await page.waitForFunction(() => document.title === 'Privacy Policy | Warden');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('turns the navigation solid once scrolled past 50 px', async () => {
    const { page } = await open(chrome, '/');
    const header = page.locator('header.site-nav');
    expect(await header.getAttribute('class')).toBe('site-nav');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() =>
      document.querySelector('header.site-nav')?.classList.contains('site-nav--solid'),
    );
    await page.close();
  });

  it('collapses the navigation into a toggle menu on small screens', async () => {
    const { page } = await open(chrome, '/', 375);
    const menu = page.locator('#site-nav-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Premium' }).click();
    await page.waitForURL(`${baseUrl}/premium`);
    expect(await menu.isVisible()).toBe(false);
    await page.close();
  });

  it('scrolls an open command category inside 500 px', async () => {
    const { page } = await open(chrome, '/commands');
    const list = page.locator('#commands-moderation-body ul');
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.close();
  });

  it('sends /invite on to the community server', async () => {
    const page = await chrome.browser.newPage();
    await page.route('https://discord.gg/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Discord invite</title>' }),
    );
    await page.goto(`${baseUrl}/invite`);
    await page.waitForURL('https://discord.gg/warden');
    expect(await page.title()).toBe('Discord invite');
    await page.close();
  });
});
