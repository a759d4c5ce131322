// Browser checks that nothing a visitor does on a pre-rendered page before it hydrates is lost: typed text and nav clicks.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { searchFeatures } from '#web/features/catalog/logic/feature-search';
import { FEATURES_TEXTS } from '#web/features/catalog/texts';
import { COMING_SOON_TEXTS } from '#web/features/coming-soon/texts';
import { DEFAULT_COMMAND_QUERY, searchCommands } from '#web/features/commands/logic/command-search';
import { COMMANDS_TEXTS } from '#web/features/commands/texts';
import { CONTACT_TEXTS } from '#web/features/contact/texts';
import { launchBrowser, type TestBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
/** The hydration chunk (vite.config's `app` group: React, the router and the entry's code), without which nothing hydrates. */
const ENTRY_SCRIPT = /\/assets\/app-[^/]+\.js$/;

let chrome: TestBrowser;
beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/**
 * Opens `path` with the entry script held back, so the page is pre-rendered HTML only, and returns
 * the page and a `hydrate` function that lets the script through and waits until `selector` is
 * driven by React.
 */
async function openBeforeHydration(path: string) {
  const page = await chrome.browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const held: Route[] = [];
  let released = false;
  await page.route(ENTRY_SCRIPT, (route) => (released ? route.continue() : void held.push(route)));
  // the entry script is a deferred module, so DOMContentLoaded waits for it: wait for the footer instead
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
  const hydrate = async (selector: string) => {
    released = true;
    for (const route of held) await route.continue();
    await page.waitForFunction((target) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    }, selector);
  };
  return { page, hydrate, problems };
}

/** Types like a person (key by key) into the field found by its placeholder. */
async function typeInto(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder, { exact: true }).pressSequentially(text);
}

describe('before the page hydrates', () => {
  it('the commands search typed in filters the list once the page is interactive', async () => {
    const { page, hydrate, problems } = await openBeforeHydration('/commands');
    const all = countCommands(searchCommands(COMMAND_CATEGORIES, DEFAULT_COMMAND_QUERY));
    expect(await page.getByText(COMMANDS_TEXTS.resultCount(all)).count()).toBe(1);
    await typeInto(page, COMMANDS_TEXTS.searchPlaceholder, 'ban');
    await hydrate('input[type="search"]');
    const expected = countCommands(
      searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, search: 'ban' }),
    );
    expect(expected).toBeLessThan(all);
    await page.getByText(COMMANDS_TEXTS.resultCount(expected), { exact: true }).waitFor();
    expect(await page.getByPlaceholder(COMMANDS_TEXTS.searchPlaceholder).inputValue()).toBe('ban');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a command category picked filters the list once the page is interactive', async () => {
    const { page, hydrate, problems } = await openBeforeHydration('/commands');
    const category = COMMAND_CATEGORIES[1];
    if (!category) throw new Error('the catalogue has fewer than two categories');
    await page
      .getByRole('combobox', { name: COMMANDS_TEXTS.categoryLabel, exact: true })
      .selectOption(category.id);
    await hydrate('select');
    const expected = countCommands(
      searchCommands(COMMAND_CATEGORIES, { ...DEFAULT_COMMAND_QUERY, category: category.id }),
    );
    await page.getByText(COMMANDS_TEXTS.resultCount(expected), { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the features search typed in filters the categories once the page is interactive', async () => {
    const { page, hydrate, problems } = await openBeforeHydration('/features');
    const query = 'zzzz-no-such-feature';
    expect(searchFeatures(FEATURE_CATEGORIES, query)).toEqual([]);
    await typeInto(page, FEATURES_TEXTS.searchPlaceholder, query);
    await hydrate('input[type="search"]');
    await page.getByText(FEATURES_TEXTS.noResults, { exact: true }).waitFor();
    expect(await page.getByPlaceholder(FEATURES_TEXTS.searchPlaceholder).inputValue()).toBe(query);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the contact form filled in is sent whole once the page is interactive', async () => {
    const { page, hydrate, problems } = await openBeforeHydration('/contact');
    await typeInto(page, CONTACT_TEXTS.namePlaceholder, 'Ada');
    await typeInto(page, CONTACT_TEXTS.emailPlaceholder, 'ada@example.com');
    await typeInto(page, CONTACT_TEXTS.messagePlaceholder, 'Hello there');
    await hydrate('#contact-message');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    expect(await field(CONTACT_TEXTS.name).inputValue()).toBe('Ada');
    expect(await field(CONTACT_TEXTS.email).inputValue()).toBe('ada@example.com');
    expect(await field(CONTACT_TEXTS.message).inputValue()).toBe('Hello there');
    const { supportEmail } = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
      supportEmail: string;
    };
    await page.getByRole('button', { name: CONTACT_TEXTS.submit }).click();
    await page.getByText(CONTACT_TEXTS.opened(supportEmail), { exact: true }).waitFor();
    expect(await page.getByText(CONTACT_TEXTS.incomplete).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the coming-soon e-mail typed in is honoured by Notify Me once the page is interactive', async () => {
    const { page, hydrate, problems } = await openBeforeHydration('/settings');
    await typeInto(page, COMING_SOON_TEXTS.emailPlaceholder, 'ada@example.com');
    await hydrate('#notify-email');
    expect(await page.getByLabel(COMING_SOON_TEXTS.emailLabel).inputValue()).toBe('ada@example.com');
    await page.getByRole('button', { name: COMING_SOON_TEXTS.notify }).click();
    await page.getByText(COMING_SOON_TEXTS.thanks, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a click on a navigation link still opens that page', async () => {
    const { page } = await openBeforeHydration('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Commands' }).click();
    // the new page's entry script is held back too: it is plain HTML, so wait for the document only
    await page.waitForURL(`${baseUrl}/commands`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
    expect(await page.locator('h1').first().textContent()).toBe(COMMANDS_TEXTS.title);
    await page.close();
  });
});
