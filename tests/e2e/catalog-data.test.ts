// The command and feature catalogues reach the browser as JSON data files (scripts/catalog-data.ts), preloaded by their pages, never as script.
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { COMMANDS_TEXTS } from '#web/features/commands/texts';
import { installDemoBrowser } from './support/demo';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

/**
 * What `page` fetched while `open` ran: the bodies of its scripts and of its JSON data files, by URL.
 * Waits for a data file matching `dataFile` (the test times out without one) and then for the network to go quiet (the page's scripts
 * start after the first paint), so a busy machine cannot end the watch before the file arrives;
 * responses after the watch are not read.
 */
async function loaded(page: Page, open: () => Promise<unknown>, dataFile: RegExp) {
  const scripts: string[] = [];
  const data = new Map<string, unknown>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script') {
      // a worker's script (the Intl warm-up ends at hydration) loses its body with the worker: fetched again
      const body = response
        .text()
        .catch(() => page.request.get(response.url()).then((again) => again.text()));
      pending.push(body.then((text) => void scripts.push(text)));
    }
    if (new URL(response.url()).pathname.endsWith('.json')) {
      pending.push(response.json().then((body) => void data.set(new URL(response.url()).pathname, body)));
    }
  };
  page.on('response', onResponse);
  const arrived = page.waitForResponse((response) => dataFile.test(new URL(response.url()).pathname));
  await open();
  await arrived;
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return { scripts, data };
}

const CATALOGS = [
  {
    path: '/commands',
    file: /^\/assets\/command-catalog-[\w-]+\.json$/,
    value: COMMAND_CATEGORIES,
    sample: COMMAND_CATEGORIES[0]?.commands[0]?.description ?? '',
  },
  {
    path: '/features',
    file: /^\/assets\/feature-catalog-[\w-]+\.json$/,
    value: FEATURE_CATEGORIES,
    sample: FEATURE_CATEGORIES[0]?.features[0]?.description ?? '',
  },
];

describe('catalogue data', () => {
  it.each(CATALOGS)(
    '$path preloads its catalogue as JSON and loads no script holding it',
    async (catalog) => {
      const page = await chrome().browser.newPage();
      const { scripts, data } = await loaded(
        page,
        () => page.goto(`${baseUrl}${catalog.path}`),
        catalog.file,
      );
      const preloads = await page
        .locator('head link[rel="preload"][as="fetch"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      await page.close();
      const files = [...data.keys()].filter((file) => catalog.file.test(file));
      expect(files).toHaveLength(1);
      expect(preloads.filter((file) => catalog.file.test(file))).toEqual(files);
      // besides it, only the page's own English message catalogues (docs/i18n.md)
      const namespace = catalog.path.slice(1);
      expect(
        preloads.filter((file) => !catalog.file.test(file)).map((file) => file.replace(/-[\w-]+\.json$/, '')),
      ).toEqual([`/assets/site.en`, `/assets/${namespace}.en`]);
      expect(data.get(files[0] ?? '')).toEqual(catalog.value);
      expect(catalog.sample.length).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((body) => body.includes(catalog.sample))).toEqual([]);
    },
  );

  it('a client-side navigation to /commands fetches the catalogue and lists every command', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const commands = CATALOGS[0]?.file ?? /^$/;
    // `loaded` waits for the commands catalogue file, so the navigation fetched it.
    await loaded(
      page,
      () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Commands' }).click(),
      commands,
    );
    await expect
      .poll(() => page.getByText(COMMANDS_TEXTS.resultCount(countCommands(COMMAND_CATEGORIES))).count())
      .toBe(1);
    await page.close();
    expect(documents).toEqual([]);
  });
});
