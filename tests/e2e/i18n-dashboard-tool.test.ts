// Browser checks of a dashboard tool page in every language: the autoresponder manager follows the locale cookie, with its lang and dir.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCALE_COOKIE, LOCALES, type Locale } from '#shared/constants/locales';
import { directionOf } from '#shared/logic/locale-paths';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** A text of the locale's `autoresponders` catalogue, `{name}` placeholders filled from `values`. */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const messages = JSON.parse(readFileSync(`web/src/locales/${locale}/autoresponders.json`, 'utf8'));
  return (messages[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A signed-in page of the autoresponder manager with `locale` chosen (the switcher's cookie). */
async function openIn(locale: Locale): Promise<{ page: Page; errors: string[] }> {
  const page = await chrome().browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsDemo(page, baseUrl);
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl }]);
  await page.goto(`${baseUrl}/dashboard/${SERVER}/auto-responder`);
  return { page, errors };
}

describe.each(LOCALES)('the autoresponder manager in %s', (locale) => {
  it('shows its texts, numbers and confirmation in that language with its lang and dir', async () => {
    const { page, errors } = await openIn(locale);
    const count = (value: number) => new Intl.NumberFormat(locale, { useGrouping: false }).format(value);
    await page
      .getByRole('heading', {
        name: text(locale, 'autoresponders.listHeading', { count: count(1), limit: count(3) }),
      })
      .waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      locale,
      directionOf(locale),
    ]);
    expect(await page.locator('main h1').first().textContent()).toBe(text(locale, 'autoresponders.title'));
    const info = page.getByRole('region', { name: text(locale, 'autoresponders.serverInfo') });
    await info.getByText('Warden HQ').waitFor();
    expect(await info.getByText(new Intl.NumberFormat(locale).format(1234), { exact: true }).count()).toBe(1);
    await page.getByRole('heading', { name: text(locale, 'autoresponders.tipsHeading') }).waitFor();
    expect(await page.getByRole('button', { name: text(locale, 'autoresponders.addNew') }).count()).toBe(1);

    await page
      .getByRole('button', { name: text(locale, 'autoresponders.deleteLabel', { trigger: 'hello' }) })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(text(locale, 'autoresponders.deleteConfirm', { trigger: 'hello' })).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the autoresponder manager in English', () => {
  it('keeps the spec’s texts word for word', async () => {
    const { page } = await openIn('en');
    await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
    await page.getByRole('region', { name: 'Server Info' }).getByText('1,234', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete autoresponder "hello"' }).waitFor();
    await page.close();
  });
});
