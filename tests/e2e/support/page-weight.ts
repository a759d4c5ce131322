// Measures the JavaScript and CSS (gzip bytes) a page loads from its own origin, as Chromium requested them.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Gzip bytes of the scripts and stylesheets a page loaded, with the files. */
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  files: { url: string; type: 'js' | 'css'; gzipBytes: number }[];
}

/**
 * Opens `url` in `page` and sums the gzip size (level 9, as an edge would serve it) of every
 * same-origin script and stylesheet it loads until the network is idle once the page's scripts
 * held until its first paint have started (and after `ready` resolves, when given: a lazily loaded
 * route may pause its requests before the network is done). Each file is counted once, read again
 * through the page's own request context after loading: a response body Chromium no longer keeps
 * (as on a busy machine) would otherwise go uncounted and let a page pass its budget.
 * @throws Error when the page does not answer 200, or a file it loaded cannot be read again.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const loaded = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return;
    loaded.set(response.url(), type === 'script' ? 'js' : 'css');
  });
  const reply = await page.goto(url, { waitUntil: 'networkidle' });
  if (reply?.status() !== 200) throw new Error(`${url} answered ${reply?.status()}`);
  // a page holding its scripts until its first paint (scripts/page-assets.mjs) may be idle before
  // they start: wait until the loader has put them in, then for the network again
  await page.waitForFunction(() => document.getElementById('after-first-paint') === null);
  await page.waitForLoadState('networkidle');
  if (ready) {
    await ready(page);
    await page.waitForLoadState('networkidle');
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
