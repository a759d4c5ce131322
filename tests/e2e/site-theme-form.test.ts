// Browser test: the public site's theme form (footer) works with and without scripts, in the page's language, and the choice survives a reload.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locale } from '#shared/constants/locales';
import { launchBrowser, type TestBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** The page background of each theme (tokens.css --bg). */
const BACKGROUND = { light: 'rgb(242, 243, 245)', dark: 'rgb(30, 31, 34)' } as const;

/** One text of a locale's site catalogue, as written in web/src/locales. */
function text(locale: Locale, key: string): string {
  return JSON.parse(readFileSync(`web/src/locales/${locale}/site.json`, 'utf8'))[key];
}

/** The body's background and <html>'s data-theme right now. */
function looks(page: Page): Promise<{ background: string; theme: string | null }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    theme: document.documentElement.getAttribute('data-theme'),
  }));
}

/** The footer's theme button named `name`, inside the group labelled with the locale's "Theme". */
const themeButton = (page: Page, locale: Locale, name: string) =>
  page
    .getByRole('group', { name: text(locale, 'site.theme.label') })
    .getByRole('button', { name, exact: true });

/** Presses the theme button `name` and waits for the page at `path` the Worker sends the browser back to. */
async function choose(page: Page, locale: Locale, name: string, path: string): Promise<void> {
  const back = page.waitForResponse(
    (reply) => reply.url() === `${baseUrl}${path}` && reply.request().method() === 'GET',
  );
  await themeButton(page, locale, name).click();
  await back;
  await page.waitForLoadState('load');
}

let withScripts: TestBrowser;
let withoutScripts: TestBrowser;
beforeAll(async () => {
  withScripts = await launchBrowser();
  withoutScripts = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await withScripts?.close();
  await withoutScripts?.close();
});

describe('the theme form of the public site', () => {
  it('sets the theme, keeps it across a reload, and goes back to the system', async () => {
    const page = await withScripts.browser.newPage();
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${baseUrl}/es/commands`, { waitUntil: 'networkidle' });
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: null });
      await expect.poll(() => themeButton(page, 'es', 'Sistema').getAttribute('aria-pressed')).toBe('true');

      await choose(page, 'es', 'Claro', '/es/commands');
      await page.waitForLoadState('networkidle');
      expect(await looks(page)).toEqual({ background: BACKGROUND.light, theme: 'light' });
      await expect.poll(() => themeButton(page, 'es', 'Claro').getAttribute('aria-pressed')).toBe('true');
      expect(await themeButton(page, 'es', 'Sistema').getAttribute('aria-pressed')).toBe('false');

      const reloaded = await page.reload({ waitUntil: 'networkidle' });
      expect(await reloaded?.text()).toContain('data-theme="light"');
      expect(await looks(page)).toEqual({ background: BACKGROUND.light, theme: 'light' });

      await choose(page, 'es', 'Sistema', '/es/commands');
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: null });
      expect(await withScripts.browser.cookies(baseUrl)).not.toContainEqual(
        expect.objectContaining({ name: 'warden_theme' }),
      );
    } finally {
      await page.close();
    }
  });

  it('works before and without any script, on the page it was sent from', async () => {
    const page = await withoutScripts.browser.newPage();
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${baseUrl}/de/features`);
      await choose(page, 'de', 'Dunkel', '/de/features');
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: 'dark' });
      await page.goto(`${baseUrl}/ar/`);
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: 'dark' });
    } finally {
      await page.close();
    }
  });
});
