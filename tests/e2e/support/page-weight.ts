// Measures the JavaScript and CSS (gzip bytes) a page loads from its own origin, as Chromium requested them.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Gzip bytes of the scripts and stylesheets a page loaded, with the files. */
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  files: { url: string; type: 'js' | 'css'; gzipBytes: number }[];
}

/** How long no request may be in flight before the page's loading counts as done. */
const QUIET_MS = 500;
/** How long a page may keep requests in flight before the measure gives up. */
const QUIET_TIMEOUT_MS = 30_000;

/**
 * Counts `page`'s requests in flight and keeps the URLs of those finished; `quiet(urls)` resolves
 * once every one of `urls` has finished and no request has been in flight for QUIET_MS since the
 * call (a held script's request may start a moment after the loader put it in).
 * @throws Error from `quiet()` when that has not happened within QUIET_TIMEOUT_MS.
 */
function trackRequests(page: Page): { quiet: (urls?: readonly string[]) => Promise<void> } {
  let inFlight = 0;
  let changedAt = Date.now();
  const finished = new Set<string>();
  const change = (step: number) => {
    inFlight += step;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', (request) => {
    finished.add(request.url());
    change(-1);
  });
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(urls = []) {
      const since = Date.now();
      const giveUpAt = since + QUIET_TIMEOUT_MS;
      const waiting = () =>
        inFlight > 0 ||
        Date.now() - Math.max(changedAt, since) < QUIET_MS ||
        urls.some((url) => !finished.has(url));
      while (waiting()) {
        if (Date.now() > giveUpAt) {
          const missing = urls.filter((url) => !finished.has(url));
          throw new Error(`${page.url()} did not finish loading (${inFlight} in flight, missing ${missing})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * The URLs of the scripts and stylesheets the pre-renderer held until the first paint in `html`
 * (the `#after-first-paint` template, scripts/page-assets.mjs), resolved against the page's URL;
 * none for a page without it.
 */
function heldAssetUrls(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const held = new DOMParser().parseFromString(source, 'text/html').getElementById('after-first-paint');
    if (!(held instanceof HTMLTemplateElement)) return [];
    return [...held.content.querySelectorAll('script[src], link[href]')].map(
      (tag) => new URL(tag.getAttribute('src') ?? tag.getAttribute('href') ?? '', document.baseURI).href,
    );
  }, html);
}

/**
 * Opens `url` in `page` and sums the gzip size (level 9, as an edge would serve it) of every
 * same-origin script and stylesheet it loads until the network is idle once the page's scripts
 * held until its first paint have started (and after `ready` resolves, when given: a lazily loaded
 * route may pause its requests before the network is done). Each file is counted once, read again
 * through the page's own request context after loading: a response body Chromium no longer keeps
 * (as on a busy machine) would otherwise go uncounted and let a page pass its budget. The page
 * first goes to about:blank, so files an earlier page of `page` loads are not counted.
 * @throws Error when the page does not answer 200, or a file it loaded cannot be read again.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const origin = new URL(url).origin;
  // Whatever the page was showing (signInAsDemo leaves it on /terms, whose held scripts may still be
  // arriving on a busy machine) is left first: a response event of its files already on the way
  // would otherwise reach the listener below and count against this page's budget.
  await page.goto('about:blank');
  const loaded = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return;
    loaded.set(response.url(), type === 'script' ? 'js' : 'css');
  });
  const network = trackRequests(page);
  const reply = await page.goto(url, { waitUntil: 'networkidle' });
  if (reply?.status() !== 200) throw new Error(`${url} answered ${reply?.status()}`);
  // a page holding its scripts until its first paint (scripts/page-assets.mjs) may be idle before
  // they start: wait until the loader has put them in, then for the network again (Playwright's
  // own 'networkidle' state, once reached, is not waited for a second time)
  const held = await heldAssetUrls(page, await reply.text());
  await page.waitForFunction(() => document.getElementById('after-first-paint') === null);
  await network.quiet(held);
  if (ready) {
    await ready(page);
    await network.quiet();
  }
  const files = await Promise.all(
    [...loaded].map(async ([fileUrl, type]) => {
      const file = await page.request.get(fileUrl);
      if (!file.ok())
        throw new Error(`${fileUrl}, loaded by ${url}, answered ${file.status()} when read again`);
      return { url: fileUrl, type, gzipBytes: gzipSync(await file.body(), { level: 9 }).length };
    }),
  );
  const sum = (type: 'js' | 'css') =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0);
  return { jsBytes: sum('js'), cssBytes: sum('css'), files };
}
