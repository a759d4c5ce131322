// Bench probe: signed-in dashboard pages on a throttled phone (150 ms RTT, 1.6 Mbit/s, 4x CPU, no cache): usable time, LCP and JS loaded.

import { gzipSync } from 'node:zlib';
import { loadEachSignedIn, machineLoadRow, median } from '../support/signed-in-loads.mjs';

export const title = 'Dashboard pages, signed in, throttled phone (Chromium)';

/** A server the demo admin administers (seed of worker/demo/seed.ts). */
const SERVER = '1100000000000000001';
/** Loads per page; each figure is their median. */
const LOADS = 3;
/** Issue 20's targets. */
const USABLE_TARGET_S = 1.2;
const LCP_TARGET_S = 1.2;
/** Issue 20's profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, phone viewport. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/**
 * The pages and what makes each usable: its main content on screen (the server list, the
 * overview's server name, the tool's send or save button), as a CSS selector plus exact text.
 */
const PAGES = [
  { path: '/dashboard', selector: '.dash-server-grid a', text: null },
  { path: `/dashboard/${SERVER}`, selector: 'main h1', text: 'Warden HQ' },
  { path: `/dashboard/${SERVER}/embed-generator`, selector: 'main button', text: 'Send Embed' },
  { path: `/dashboard/${SERVER}/welcome-config`, selector: 'main button', text: 'Save Configuration' },
];

/**
 * Runs in the page before its own scripts: records the largest contentful paint, the moment the
 * usable element is first painted (a task posted from the animation frame after it appears runs
 * once that frame is drawn) and the moment the app's own element is (inside #root). The first
 * may be the Worker's copy in the pre-rendered shell, which holds the same real data with its
 * controls locked; the second is when the app has taken over and they act.
 */
function observePage([selector, text]) {
  const state = { usable: null, ready: null, lcp: null };
  window.__dashboardBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const shown = (element) =>
    element.getClientRects().length > 0 && (text === null || element.textContent?.trim() === text);
  const found = () => [...document.querySelectorAll(selector)].some(shown);
  const ready = () => [...document.querySelectorAll(`#root ${selector}`)].some(shown);
  const afterPaint = (key) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state[key] = performance.now();
      };
      channel.port2.postMessage(null);
    });
  let seen = false;
  const watch = new MutationObserver(() => {
    if (!seen && found()) {
      seen = true;
      afterPaint('usable');
    }
    if (!ready()) return;
    watch.disconnect();
    afterPaint('ready');
  });
  watch.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One throttled load of `path` in a new page: usable time and LCP (ms) and the gzip JS bytes loaded. */
async function loadOnce(chrome, baseUrl, { path, selector, text }) {
  const page = await chrome.browser.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.addInitScript(observePage, [selector, text]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseUrl)) return;
      scripts.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__dashboardBench.ready !== null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const figures = await page.evaluate(() => window.__dashboardBench);
    const jsBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    return { usable: figures.usable, ready: figures.ready, lcp: figures.lcp ?? Number.NaN, jsBytes };
  } finally {
    await page.close();
  }
}

/**
 * Signs in as the demo admin (the demo login, session cookie) and loads each dashboard page LOADS
 * times under issue 20's throttled phone profile. Rows: usable and LCP in seconds beside their
 * targets, and the JS loaded (gzip KB), each the median of the loads.
 */
export async function measure(context) {
  const pages = await loadEachSignedIn(context, PAGES, LOADS, loadOnce);
  const rows = [];
  for (const [index, target] of PAGES.entries()) {
    const loads = pages[index] ?? [];
    const route = target.path.replace(SERVER, '{id}');
    rows.push(
      {
        figure: `${route} usable, median of ${LOADS}`,
        value: median(loads.map((load) => load.usable)) / 1000,
        unit: 's',
        target: USABLE_TARGET_S,
      },
      {
        figure: `${route} the app's own element ready, median of ${LOADS}`,
        value: median(loads.map((load) => load.ready)) / 1000,
        unit: 's',
      },
      {
        figure: `${route} LCP, median of ${LOADS}`,
        value: median(loads.map((load) => load.lcp)) / 1000,
        unit: 's',
        target: LCP_TARGET_S,
      },
      {
        figure: `${route} JS loaded (gzip)`,
        value: median(loads.map((load) => load.jsBytes)) / 1000,
        unit: 'KB',
      },
    );
  }
  rows.push(machineLoadRow());
  return rows;
}
