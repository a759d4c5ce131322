// Browser test: the dashboard speaks the visitor's language (cookie, else browser), from the shell's first byte, in es and ar; English unchanged.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCALE_COOKIE, LOCALE_NAMES, type Locale } from '#shared/constants/locales';
import { directionOf } from '#shared/logic/locale-paths';
import { seriousAxeViolations } from './support/axe';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER_ID = '1100000000000000001';

/** One text of the dashboard catalogue in `locale`, as written in web/src/locales. */
function text(locale: Locale, key: string): string {
  return JSON.parse(readFileSync(`web/src/locales/${locale}/dashboard.json`, 'utf8'))[`dashboard.${key}`];
}

const htmlAttributes = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Horizontal overflow of the document in px (0: nothing scrolls sideways). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([
  ['es', 'es-ES'],
  ['ar', 'ar'],
] as const)('the dashboard for a browser speaking %s', (locale, browserLanguage) => {
  const chrome = installDemoBrowser(baseUrl, [], browserLanguage);

  it('serves the shell in that language before any script runs', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    // the raw HTML the Worker answers, as the browser gets it before its scripts
    const reply = await page.context().request.get(`${baseUrl}/dashboard`, {
      headers: { 'Accept-Language': browserLanguage },
    });
    const html = await reply.text();
    expect(html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
    expect(html).toContain(`⌂ <!-- -->${text(locale, 'shell.home')}<`);
    expect(html).not.toContain('>Home<');
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="fetch" crossorigin href="/assets/dashboard\\.${locale}-[^"]+\\.json">`,
      ),
    );
    expect(reply.headers().vary).toContain('Accept-Language');
    await page.close();
  });

  it('shows the server list and a server overview in that language with its lang and dir', async () => {
    const page = await chrome().browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: text(locale, 'list.title') }).waitFor();
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    expect(await htmlAttributes(page)).toEqual([locale, directionOf(locale)]);
    expect(await page.getByRole('button', { name: text(locale, 'shell.logout') }).count()).toBe(1);
    const manage = text(locale, 'list.manageServer').replace('{name}', 'Warden HQ');
    expect(await page.getByRole('link', { name: manage }).count()).toBe(1);
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}`);
    await page.getByText(text(locale, 'server.infoTitle')).waitFor();
    expect(await page.getByText(text(locale, 'server.configTitle')).count()).toBe(1);
    expect(await htmlAttributes(page)).toEqual([locale, directionOf(locale)]);
    expect(errors).toEqual([]);
    await page.close();
  });

  if (locale === 'ar') {
    it.each(['/dashboard', `/dashboard/${SERVER_ID}`])(
      '%s has no sideways scroll at 360 px and no serious axe violation',
      async (path) => {
        const page = await chrome().browser.newPage();
        await page.setViewportSize({ width: 360, height: 740 });
        await signInAsDemo(page, baseUrl);
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { name: 'Warden HQ' }).first().waitFor();
        expect(await htmlAttributes(page)).toEqual(['ar', 'rtl']);
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.close();
      },
    );
  }
});

describe('the dashboard for an English browser', () => {
  const chrome = installDemoBrowser(baseUrl);

  it('stays English, and follows the language chosen on the site through a reload', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Your Servers' }).waitFor();
    expect(await htmlAttributes(page)).toEqual(['en', 'ltr']);
    // the switcher in the site's header remembers Spanish
    await page.goto(`${baseUrl}/terms`, { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    await header.locator('summary').click();
    await Promise.all([
      page.waitForURL(`${baseUrl}/es/terms`),
      header.getByRole('link', { name: LOCALE_NAMES.es }).click(),
    ]);
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('es');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: text('es', 'list.title') }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: text('es', 'list.title') }).waitFor();
    expect(await htmlAttributes(page)).toEqual(['es', 'ltr']);
    await page.context().clearCookies({ name: LOCALE_COOKIE });
    await page.close();
  });
});
