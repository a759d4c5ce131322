// The embed generator in Spanish and Arabic: the visitor's language cookie picks its texts, problem sentences, lang and dir.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '#shared/constants/locales';
import { installDemoBrowser, openSignedIn } from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);
const SERVER = '1100000000000000001';

/** One text of a locale's catalogue, as written in web/src/locales. */
function text(locale: Locale, namespace: string, key: string): string {
  return JSON.parse(readFileSync(`web/src/locales/${locale}/${namespace}.json`, 'utf8'))[key];
}

/** Chooses `locale` as the language switcher would, for every page the browser opens next. */
async function chooseLocale(locale: Locale): Promise<void> {
  await chrome().browser.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl }]);
}

afterEach(async () => {
  await chrome().browser.clearCookies({ name: LOCALE_COOKIE });
});

const htmlAttributes = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe.each([
  ['es', 'ltr'],
  ['ar', 'rtl'],
] as const)('the embed generator in %s', (locale, dir) => {
  const sender = (key: string) => text(locale, 'embed-sender', key);
  const editors = (key: string) => text(locale, 'editors', key);

  it('shows its heading, inputs, switches and buttons in that language, with lang and dir', async () => {
    await chooseLocale(locale);
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('heading', { level: 1, name: sender('embedSender.heading') }).waitFor();
    expect(await htmlAttributes(page)).toEqual([locale, dir]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Embed Generator');
    await page.getByRole('combobox', { name: sender('embedSender.content') }).waitFor();
    await page.getByRole('combobox', { name: sender('embedSender.description') }).waitFor();
    await page.getByRole('button', { name: sender('embedSender.addField') }).waitFor();
    await page.getByRole('button', { name: sender('embedSender.sendButton') }).waitFor();
    await page.getByRole('button', { name: editors('editors.shareLink.copy') }).waitFor();
    await page.getByRole('group', { name: editors('editors.preview.theme') }).waitFor();
    await page.getByRole('radio', { name: editors('editors.preview.dark') }).waitFor();
    expect(await page.locator('summary', { hasText: editors('editors.gallery.heading') }).count()).toBe(1);
    await page.close();
  });

  it('words a schema problem as one sentence of that language', async () => {
    await chooseLocale(locale);
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('textbox', { name: sender('embedSender.thumbnailUrl') }).fill('not-a-link');
    const problem = text(locale, 'editors', 'editors.problem.invalidUrl').replace(
      '{field}',
      sender('embedSender.thumbnailUrl'),
    );
    await page.getByText(editors('editors.draftProblems.title')).waitFor();
    await page.getByRole('listitem').filter({ hasText: problem }).first().waitFor();
    await page.close();
  });
});
