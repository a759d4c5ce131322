// Browser checks of the site in every language: pre-rendered locale pages, the switcher's cookie, the edge redirect and the sitemap.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/constants/locales';
import { directionOf, localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS } from '#shared/site-routes';
import { launchBrowser, type TestBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');

/** One text of a locale's catalogue, as written in web/src/locales. */
function text(locale: Locale, namespace: string, key: string): string {
  return JSON.parse(readFileSync(`web/src/locales/${locale}/${namespace}.json`, 'utf8'))[key];
}

let chrome: TestBrowser;
beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** Opens `path` in a new tab of `browser`, collecting page errors. */
async function open(browser: TestBrowser, path: string) {
  const page = await browser.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const reply = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, reply, errors };
}

const htmlAttributes = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe.each(LOCALES)('the site in %s', (locale) => {
  it('renders the home page in its language with its lang and dir', async () => {
    const { page, reply, errors } = await open(chrome, localizedPath(locale, PUBLIC_PATHS.home));
    expect(reply?.status()).toBe(200);
    expect(await htmlAttributes(page)).toEqual([locale, directionOf(locale)]);
    expect(await page.locator('.home-hero__tagline').textContent()).toBe(
      text(locale, 'site', 'home.tagline'),
    );
    const nav = page.getByRole('navigation', { name: text(locale, 'site', 'site.mainNav') });
    await expect
      .poll(() => nav.getByRole('link', { name: text(locale, 'site', 'site.links.commands') }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the Command Center in its language, command names as the bot takes them', async () => {
    const { page, errors } = await open(chrome, localizedPath(locale, PUBLIC_PATHS.commands));
    expect(await htmlAttributes(page)).toEqual([locale, directionOf(locale)]);
    expect(await page.locator('h1').first().textContent()).toBe(text(locale, 'commands', 'commands.title'));
    const purge = page.locator('.command-item', { hasText: 'purge bots' }).first();
    const description =
      locale === 'en'
        ? 'Delete recent messages sent by bots.'
        : text(locale, 'commands', 'commandCatalog.command.purge bots');
    await expect.poll(() => purge.textContent()).toContain(description);
    // hydrated: the search filters the catalogue in place
    await page.getByRole('searchbox').first().fill('purge bots');
    await expect.poll(() => page.locator('.command-item').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows its navigation links client-side, in its language', async () => {
    const { page, errors } = await open(chrome, localizedPath(locale, PUBLIC_PATHS.home));
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: text(locale, 'site', 'site.mainNav') })
      .getByRole('link', { name: text(locale, 'site', 'site.links.commands') })
      .click();
    await page.getByRole('heading', { level: 1, name: text(locale, 'commands', 'commands.title') }).waitFor();
    expect(page.url()).toBe(`${baseUrl}${localizedPath(locale, PUBLIC_PATHS.commands)}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links the same page in every language from <head>', async () => {
    const { page } = await open(chrome, localizedPath(locale, PUBLIC_PATHS.features));
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
    );
    expect(alternates).toEqual([
      ...LOCALES.map((other) => [other, localizedPath(other, PUBLIC_PATHS.features)]),
      ['x-default', PUBLIC_PATHS.features],
    ]);
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
    expect(new URL(canonical ?? '').pathname).toBe(localizedPath(locale, PUBLIC_PATHS.features));
    await page.close();
  });
});

describe('the language switcher', () => {
  it('takes the visitor to the same page in the chosen language and keeps the choice for reloads and new tabs', async () => {
    const visitor = await launchBrowser();
    try {
      const { page } = await open(visitor, PUBLIC_PATHS.commands);
      const header = page.getByRole('banner');
      await header.locator('summary').click();
      await Promise.all([
        page.waitForURL(`${baseUrl}/de/commands`),
        header.getByRole('link', { name: LOCALE_NAMES.de }).click(),
      ]);
      expect(await htmlAttributes(page)).toEqual(['de', 'ltr']);
      const cookies = await visitor.browser.cookies(baseUrl);
      expect(cookies.find((cookie) => cookie.name === 'warden_locale')?.value).toBe('de');
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.locator('h1').first().textContent()).toBe(text('de', 'commands', 'commands.title'));
      // a new tab on a page without a locale prefix follows the choice, not the browser's languages
      const { page: other } = await open(visitor, '/no-such-page');
      await expect
        .poll(() => other.locator('p', { hasText: text('de', 'site', 'site.notFound') }).count())
        .toBe(1);
      expect(await htmlAttributes(other)).toEqual(['de', 'ltr']);
    } finally {
      await visitor.close();
    }
  });
});

describe('the first visit to /', () => {
  it('lands a Spanish-speaking visitor on /es/ the first time, never after they chose English', async () => {
    const visitor = await launchBrowser({ locale: 'es-ES' });
    try {
      const { page } = await open(visitor, '/');
      expect(new URL(page.url()).pathname).toBe('/es/');
      expect(await htmlAttributes(page)).toEqual(['es', 'ltr']);
      const footer = page.getByRole('contentinfo');
      await footer.locator('summary').click();
      await Promise.all([
        page.waitForURL(`${baseUrl}/`),
        footer.getByRole('link', { name: 'English' }).click(),
      ]);
      const { page: again } = await open(visitor, '/');
      expect(new URL(again.url()).pathname).toBe('/');
      expect(await htmlAttributes(again)).toEqual(['en', 'ltr']);
    } finally {
      await visitor.close();
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every page in every locale with its alternates', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>[^<]*?\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const locale of LOCALES) {
      for (const path of Object.values(PUBLIC_PATHS))
        expect(locations).toContain(localizedPath(locale, path));
    }
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="ar"/g)).toHaveLength(locations.length);
  });
});
