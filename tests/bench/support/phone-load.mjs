// The throttled phone of issue 20 (150 ms RTT, 1.6 Mbit/s, 4x CPU, no cache) and one page load on it: usable time, app ready, LCP and JS loaded.

import { gzipSync } from 'node:zlib';
import { keepTrace } from './trace-file.mjs';

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
 * Most time for the network to go idle after the app's element is ready: the page's idle-time
 * chunks on the throttled network pass Playwright's default 30 s on a busy machine.
 */
const IDLE_TIMEOUT_MS = 120_000;
/** Longest wait for the app's own element to be painted. */
const READY_TIMEOUT_MS = 60_000;
/** How long no request may be open for the network to count as idle (as Playwright's networkidle). */
const IDLE_MS = 500;
/**
 * Longest wait, once the network is idle, for a script's body: the body of a Web Worker's script
 * whose worker the page ended as it arrived (the Intl warm-up's, after its 1 s) never comes, and
 * the load then counts it as 0 bytes instead of waiting forever.
 */
const BODY_TIMEOUT_MS = 5_000;
/** A module Web Worker's script, as Vite names it (e.g. `intl-warm-up-worker-<hash>.js`). */
const WORKER_SCRIPT = /-worker-[\w-]+\.js$/;
/** TRACE_DIR: a folder to keep each load's Chromium trace in (open it in DevTools' Performance panel). */
const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/**
 * Follows `page`'s requests; returns the wait for its network to go idle: no request open for
 * IDLE_MS. A worker script still open does not count: a page that ends a Web Worker before its
 * script arrived (the Intl warm-up gives up after 1 s, often on this profile) cancels that request,
 * and CDP never reports its end, so Playwright's own networkidle never came.
 * @throws Error naming the open requests when the network is not idle within `timeout` ms.
 */
function followRequests(page) {
  const open = new Set();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const busy = () => [...open].filter((request) => !WORKER_SCRIPT.test(request.url()));
  return async (timeout) => {
    const deadline = Date.now() + timeout;
    let quietSince = Date.now();
    while (Date.now() - quietSince < IDLE_MS) {
      if (Date.now() > deadline) {
        throw new Error(`network not idle in ${timeout} ms: ${busy().map((request) => request.url())}`);
      }
      if (busy().length > 0) quietSince = Date.now();
      await new Promise((done) => setTimeout(done, 50));
    }
  };
}

/**
 * Follows over CDP the document's reply and the first request whose URL includes `follow` (none
 * when null). Returns a reading of `{ document, followed }`: the document's protocol (CDP's
 * `response.protocol`: `h2`, `http/1.1`) and, once the followed request has its reply, its
 * `protocol`, `sent` (when it went on the wire: after any wait for a connection) and `headersIn`
 * (when its reply's headers came), in ms since the document was requested.
 */
function followRequest(cdp, follow) {
  const seen = { document: null, followed: null };
  let navigationStart = null;
  cdp.on('Network.requestWillBeSent', ({ timestamp, type }) => {
    if (type === 'Document' && navigationStart === null) navigationStart = timestamp;
  });
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Document' && seen.document === null) seen.document = response.protocol ?? null;
    if (follow === null || seen.followed !== null || !response.url.includes(follow)) return;
    const since = (offset) =>
      response.timing && navigationStart !== null
        ? (response.timing.requestTime - navigationStart) * 1000 + offset
        : Number.NaN;
    seen.followed = {
      protocol: response.protocol ?? null,
      sent: since(response.timing?.sendStart ?? 0),
      headersIn: since(response.timing?.receiveHeadersEnd ?? 0),
    };
  });
  return () => seen;
}

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
  let markReady;
  window.__dashboardBenchReady = new Promise((done) => {
    markReady = done;
  });
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
        if (key === 'ready') markReady();
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

/**
 * Waits until observePage has seen the app's element painted. One CDP evaluation awaits the page's
 * own promise: Playwright's waitForFunction would first evaluate its injected script in the page
 * (71-168 ms of main-thread time at 4x CPU, while the page is still starting) and then poll every
 * animation frame, work no visitor's browser does on the path the figures measure.
 * @throws Error when the element is not painted within READY_TIMEOUT_MS.
 */
async function appReady(cdp) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`app not ready in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      cdp.send('Runtime.evaluate', { expression: 'window.__dashboardBenchReady', awaitPromise: true }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One throttled load of `path` in a new page of `chrome`: the usable time (the first frame with an
 * element matching `selector`, and with exactly `text` unless it is null), the app's own element
 * ready (the same inside #root), the LCP (ms since navigation) and the gzip bytes of the scripts
 * of `baseUrl` it loaded until the network went idle, after `afterReady(page)` (e.g. stopping
 * a download the figures do not need); a script whose body never arrives counts 0 bytes; and
 * `protocols`: the document's protocol and the request whose URL includes `follow` (see
 * followRequest). With TRACE_DIR set, the load until the app's element is ready is traced into a
 * file there.
 * @throws Error when the app's element is not shown within READY_TIMEOUT_MS.
 */
export async function loadOnPhone(
  chrome,
  baseUrl,
  { path, selector, text, follow = null, afterReady = async () => {} },
) {
  const page = await chrome.browser.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.addInitScript(observePage, [selector, text]);
    const cdp = await page.context().newCDPSession(page);
    const protocols = followRequest(cdp, follow);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const networkIdle = followRequests(page);
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
    const trace = [];
    if (process.env.TRACE_DIR) {
      cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
      await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    }
    await page.goto(`${baseUrl}${path}`);
    await appReady(cdp);
    if (process.env.TRACE_DIR) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      keepTrace('phone-load', trace);
    }
    await afterReady(page);
    await networkIdle(IDLE_TIMEOUT_MS);
    const figures = await page.evaluate(() => window.__dashboardBench);
    const bodyTimeout = new Promise((done) => setTimeout(() => done(0), BODY_TIMEOUT_MS));
    const sizes = await Promise.all(scripts.map((size) => Promise.race([size, bodyTimeout])));
    const jsBytes = sizes.reduce((sum, bytes) => sum + bytes, 0);
    return {
      usable: figures.usable,
      ready: figures.ready,
      lcp: figures.lcp ?? Number.NaN,
      jsBytes,
      protocols: protocols(),
    };
  } finally {
    await page.close();
  }
}
