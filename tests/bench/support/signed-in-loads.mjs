// The dashboard probes' set-up: one browser signed in as the demo admin loading each page a few times, and the figures they share.
import { loadavg } from 'node:os';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { signInAsDemo } from './demo-sign-in.mjs';
import { servePages } from './phone-protocol.mjs';

/** The middle value of `values` (the upper middle of an even count); NaN for none. */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Starts the product, launches Chromium (closed when the probe cleans up), signs it in as the demo
 * admin, then calls `loadOnce(chrome, pagesUrl, target)` `times` times per target, one after the
 * other so that loads never compete for the CPU. With `http2`, `pagesUrl` is a local HTTP/2 front
 * before the product (see servePages); the sign-in still goes to the product itself (Playwright's
 * request API does not take Chromium's certificate switch), and its cookie, bound to the host and
 * not the port, reaches the front's pages.
 * @returns per target, in order, the results of its loads.
 * @throws Error when the demo sign-in fails, or whatever `loadOnce` throws.
 */
export async function loadEachSignedIn(context, targets, times, loadOnce, { http2 = false } = {}) {
  const { baseUrl } = await context.productServer();
  const { pagesUrl, chromiumFlags } = await servePages(context, baseUrl, http2);
  const chrome = await launchBrowser({ args: chromiumFlags });
  context.onCleanup(() => chrome.close());
  await signInAsDemo(chrome.browser, baseUrl);
  const results = [];
  for (const target of targets) {
    const loads = [];
    for (let run = 0; run < times; run += 1) loads.push(await loadOnce(chrome, pagesUrl, target));
    results.push(loads);
  }
  return results;
}

/** The row every probe ends with: the machine's 1-minute load average, to judge how noisy the run was. */
export const machineLoadRow = () => ({
  figure: 'machine load (1-minute average) after the run',
  value: loadavg()[0] ?? Number.NaN,
  unit: '',
});
