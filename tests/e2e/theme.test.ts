// Browser test: the theme switch (system, light, dark) survives a reload and a new tab, the first paint already has the chosen theme, and axe is clean in both themes.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { THEME_COOKIE } from '#shared/logic/theme';
import { THEME_TEXTS } from '#web/components/theme-texts';
import { seriousAxeViolations } from './support/axe';
import { installDemoBrowser, SESSION_COOKIE_NAMES, signInAsDemo } from './support/demo';
import { LOOK_PAGES } from './visual/pages';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

/** The page background of each theme (tokens.css --bg). */
const BACKGROUND = { light: 'rgb(242, 243, 245)', dark: 'rgb(30, 31, 34)' } as const;

const context = (): BrowserContext => chrome().browser;
const forgetTheme = () => context().clearCookies({ name: THEME_COOKIE });
afterEach(forgetTheme);

/** Stores `theme` as the switch does, without opening a page. */
async function chooseByCookie(theme: 'light' | 'dark'): Promise<void> {
  await context().addCookies([{ name: THEME_COOKIE, value: theme, url: baseUrl }]);
}

/** The computed background of <body> and the `data-theme` of <html> right now. */
function looks(page: Page): Promise<{ background: string; theme: string | null }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    theme: document.documentElement.getAttribute('data-theme'),
  }));
}

/** Runs in the page before its scripts: records the body's background when the HTML is parsed, before any module script ran. */
function recordFirstBackground() {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(
      document.body,
    ).backgroundColor;
  });
}

describe('the theme switch', () => {
  it('follows the system until a choice is made', async () => {
    const page = await context().newPage();
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${baseUrl}/commands`);
      expect(await looks(page)).toEqual({ background: BACKGROUND.light, theme: null });
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: null });
    } finally {
      await page.close();
    }
  });

  it('keeps the choice across a reload and a new tab, public pages included', async () => {
    const page = await context().newPage();
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await signInAsDemo(page, baseUrl);
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Your Servers' }).waitFor();
      await page.getByLabel(THEME_TEXTS.label).selectOption({ label: THEME_TEXTS.light });
      expect(await looks(page)).toEqual({ background: BACKGROUND.light, theme: 'light' });

      const reloaded = await page.reload();
      expect(await reloaded?.text()).toContain('data-theme="light"');
      await page.getByRole('heading', { name: 'Your Servers' }).waitFor();
      expect(await looks(page)).toEqual({ background: BACKGROUND.light, theme: 'light' });
      await expect.poll(() => page.getByLabel(THEME_TEXTS.label).inputValue()).toBe('light');

      const tab = await context().newPage();
      await tab.emulateMedia({ colorScheme: 'dark' });
      await tab.goto(`${baseUrl}/commands`);
      expect(await looks(tab)).toEqual({ background: BACKGROUND.light, theme: 'light' });

      await page.getByLabel(THEME_TEXTS.label).selectOption({ label: THEME_TEXTS.system });
      expect(await looks(page)).toEqual({ background: BACKGROUND.dark, theme: null });
      await tab.reload();
      expect(await looks(tab)).toEqual({ background: BACKGROUND.dark, theme: null });
      await tab.close();
    } finally {
      await page.close();
    }
  });

  it.each(['light', 'dark'] as const)(
    'paints the first frame in the chosen %s theme against the system',
    async (theme) => {
      await chooseByCookie(theme);
      const page = await context().newPage();
      try {
        await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' });
        await page.addInitScript(recordFirstBackground);
        const reply = await page.goto(`${baseUrl}/features`);
        expect(await reply?.text()).toContain(`data-theme="${theme}"`);
        expect(
          await page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground),
        ).toBe(BACKGROUND[theme]);
      } finally {
        await page.close();
      }
    },
  );
});

describe.each(['light', 'dark'] as const)('axe-core in the %s theme', (theme) => {
  it.each(LOOK_PAGES)('finds no serious or critical violation on $name', async (route) => {
    await chooseByCookie(theme);
    const page = await context().newPage();
    try {
      if (route.signedIn) await signInAsDemo(page, baseUrl);
      else await context().clearCookies({ name: SESSION_COOKIE_NAMES });
      await page.goto(`${baseUrl}${route.path}`);
      await route.ready(page);
      expect(await looks(page)).toMatchObject({ theme, background: BACKGROUND[theme] });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
