// Browser checks of how a pre-rendered page loads: one joined stylesheet before the first paint, its scripts after it, no copy of a stylesheet later, its Intl data in a worker.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');

let chrome: TestBrowser;
beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** The `/assets/*.css` paths `page` requests from now on, in order. */
function recordStylesheets(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) requested.push(pathname);
  });
  return requested;
}

/** The stylesheets a page's served HTML links `disabled`: the parts its joined stylesheet holds. */
async function joinedParts(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  return [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g)].map(
    (match) => match[1],
  );
}

describe('stylesheets of a pre-rendered page', () => {
  it.each(['/', '/commands', '/features', '/contact'])(
    '%s fetches one stylesheet, and hydrating it fetches no other',
    async (path) => {
      const page = await chrome.browser.newPage();
      const requested = recordStylesheets(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(requested).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]+\.css$/)]);
      expect(await joinedParts(path)).toContainEqual(expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/));
      // the page is styled: the site frame's rules apply (a flex navigation bar)
      expect(await page.locator('.site-nav__inner').evaluate((nav) => getComputedStyle(nav).display)).toBe(
        'flex',
      );
      await page.close();
    },
  );

  it('a client-side navigation fetches only what the first page’s stylesheet lacks, and styles the new page', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${baseUrl}/commands`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const requested = recordStylesheets(page);
    await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Features' }).click();
    await page.getByRole('heading', { level: 1, name: 'Features' }).waitFor();
    await page.waitForLoadState('networkidle');
    const [onCommands, onFeatures] = [await joinedParts('/commands'), await joinedParts('/features')];
    const missing = onFeatures.filter((file) => !onCommands.includes(file));
    expect(missing.length).toBeGreaterThan(0);
    expect(requested.sort()).toEqual(missing.sort());
    // every stylesheet in the document that is not a disabled marker has loaded and applies
    const unloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')]
        .filter((link) => link.sheet === null)
        .map((link) => link.href),
    );
    expect(unloaded).toEqual([]);
    await page.close();
  });
});

describe('scripts of a pre-rendered page', () => {
  it.each(['/', '/commands', '/premium'])(
    '%s requests its scripts only after the browser reports its first contentful paint',
    async (path) => {
      const page = await chrome.browser.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!after-first-paint-)[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.startTime <= paint)).toEqual([]);
      await page.close();
    },
  );
});

describe('the Intl data of a pre-rendered page', () => {
  it('loads in a worker the page starts and ends before it hydrates', async () => {
    const page = await chrome.browser.newPage();
    const started: string[] = [];
    const ended: string[] = [];
    page.on('worker', (worker) => {
      const { pathname } = new URL(worker.url());
      started.push(pathname);
      worker.on('close', () => ended.push(pathname));
    });
    await page.goto(`${baseUrl}/de/features`);
    await waitForHydration(page);
    expect(started).toEqual([expect.stringMatching(/^\/assets\/intl-warm-up-worker-[\w-]+\.js$/)]);
    await expect.poll(() => ended).toEqual(started);
    await page.close();
  });
});
