// Bench probe: the transcript viewer in Chromium on 50,000 messages: parse time, first screen after the text arrives, long tasks over a full scroll.

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { startProductServer } from '#tests/e2e/support/server.ts';
import { launchBareChromium } from './bare-cdp.mjs';
import { servePages } from './phone-protocol.mjs';
import { longestTaskCpu } from './task-cpu-time.mjs';
import { keepTrace } from './trace-file.mjs';
import { transcriptFixture } from './transcript-fixture.mjs';

/** Scroll step, in heights of the list's viewport: below the rows the list renders around it (600 px each side). */
const STEP_VIEWPORTS = 2.5;
/** Most frames a scroll takes (500,000 messages in 2.5-viewport steps would take about 50,000). */
const MAX_SCROLL_FRAMES = 3_000;
/** What the search figure types: a phrase of the fixture's lines, matching one message in about 800. */
const SEARCH_QUERY = 'event** schedule';
/** Longest wait for a load: the first screen and every message parsed. */
const TIMEOUT_MS = 180_000;
/**
 * TRACE_DIR: a folder to keep each measured load's Chromium trace in, from the navigation to the
 * whole file parsed (open it in DevTools' Performance panel). Off by default: tracing slows the page.
 */
const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'v8.execute',
].join(',');
/**
 * What the load that is then searched, filtered and scrolled is always traced with: the tasks'
 * thread times and the User Timing marks, light enough to leave its figures as they were untraced.
 */
const CPU_TRACE_CATEGORIES = 'blink.user_timing,disabled-by-default-devtools.timeline';
/** The User Timing mark the probe sets before searching, filtering and scrolling. */
const USE_MARK = 'bench:use';

/**
 * Runs in the page before its own scripts: records long tasks (PerformanceObserver 'longtask') and
 * the moment the first message row is painted (a task posted from the animation frame after the row
 * appears runs once that frame is drawn).
 */
function observePage() {
  const state = { longTasks: [], firstScreen: null };
  window.__transcriptBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector('.virtual-list__row')) return;
    rows.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.firstScreen = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  rows.observe(document, { childList: true, subtree: true });
}

/**
 * Scrolls the message list from top to bottom, one step per animation frame (`stepViewports` heights
 * of the viewport, or more so the scroll takes at most `maxFrames` frames), until the last message is
 * rendered. Resolves with the frames it took and the time the scroll started.
 */
async function scrollThrough([stepViewports, lastId, maxFrames]) {
  const list = document.querySelector('.virtual-list');
  if (!list) throw new Error('no message list');
  const started = performance.now();
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  let frames = 0;
  while (!document.getElementById(lastId)) {
    list.scrollTop += Math.max(list.clientHeight * stepViewports, list.scrollHeight / maxFrames);
    await frame();
    frames += 1;
    if (frames > 100_000) throw new Error('the scroll never reached the last message');
  }
  return { frames, started };
}

/** Serves `text` as a plain-text transcript on a free loopback port; `close` stops it. */
async function serveTranscript(text) {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      })
      .end(text);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Serves `text` as a transcript on a local host, starts the demo product (wrangler dev) with
 * TRANSCRIPT_ORIGINS set to that host, and launches Chromium with `launch` (Playwright's by default);
 * with `http2`, the pages are served through a local HTTP/2 front (servePages) and Chromium accepts
 * its certificate. The context's cleanup stops all of them, even when a later step fails. Resolves
 * with `{ host, pagesUrl, chrome }`: `pagesUrl` is where the browser opens the product's pages.
 * @throws Error when the product, the front or the browser does not start (what started is still stopped).
 */
export async function startTranscriptProduct(context, text, { launch = launchBrowser, http2 = false } = {}) {
  const host = await serveTranscript(text);
  context.onCleanup(host.close);
  const product = await startProductServer('demo', { TRANSCRIPT_ORIGINS: host.origin });
  context.onCleanup(() => product.stop());
  const { pagesUrl, chromiumFlags } = await servePages(context, product.baseUrl, http2);
  const chrome = await launch({ args: chromiumFlags });
  context.onCleanup(() => chrome.close());
  return { host, pagesUrl, chrome };
}

/**
 * Opens a fresh link to the fixture in a new page of `chrome` (launchBareChromium: DevTools keeps no
 * copy of the reply, which would add a task of 16-21 ms at the last byte that a visitor's browser never
 * runs) and waits until every message is parsed; with TRACE_DIR set, traces that load into a file
 * there (not when `keepOpen`). Resolves with the first screen's delay after the
 * first byte and since the navigation started, the parse after the last byte, the longest task while loading (the page is closed), or
 * when `keepOpen` with the page itself and `stopTrace`, which ends the light trace (CPU_TRACE_CATEGORIES)
 * running since before the navigation and resolves with its events.
 * @throws Error when the viewer does not show all `messages` or takes over TIMEOUT_MS.
 */
async function openTranscript(chrome, baseUrl, origin, messages, { keepOpen = false } = {}) {
  const page = await chrome.newPage(observePage);
  const link = `${origin}/ticket-${randomUUID()}.txt`;
  const stopTrace = keepOpen
    ? await page.trace(CPU_TRACE_CATEGORIES)
    : process.env.TRACE_DIR
      ? await page.trace(TRACE_CATEGORIES)
      : null;
  await page.goto(`${baseUrl}/transcribe/?content=${encodeURIComponent(link)}`);
  await page.waitFor(
    (parse) =>
      window.__transcriptBench.firstScreen !== null && performance.getEntriesByName(parse).length > 0,
    TRANSCRIPT_TIMING.parse,
    TIMEOUT_MS,
  );
  const load = await page.evaluate(
    ([textArrived, parse]) => {
      const arrived = performance.getEntriesByName(textArrived)[0];
      const parsed = performance.getEntriesByName(parse)[0];
      const loaded = parsed ? parsed.startTime + parsed.duration : Number.POSITIVE_INFINITY;
      const firstByte = arrived?.startTime ?? 0;
      const longest = (from, to) =>
        window.__transcriptBench.longTasks
          .filter((task) => task.start + task.duration > from && task.start <= to)
          .reduce((most, task) => Math.max(most, task.duration), 0);
      return {
        parse: parsed?.duration ?? Number.NaN,
        firstScreen: arrived ? window.__transcriptBench.firstScreen - arrived.startTime : Number.NaN,
        firstScreenSinceNavigation: window.__transcriptBench.firstScreen,
        longestLoadTask: longest(firstByte, loaded),
        longestBootTask: longest(0, firstByte),
        messages: document.querySelector('.virtual-list__row')?.getAttribute('aria-setsize'),
      };
    },
    [TRANSCRIPT_TIMING.textArrived, TRANSCRIPT_TIMING.parse],
  );
  if (stopTrace && !keepOpen) {
    keepTrace(`transcripts-${messages}`, await stopTrace());
  }
  if (Number(load.messages) !== messages) {
    await page.close();
    throw new Error(`the viewer shows ${load.messages} messages, not ${messages}`);
  }
  if (keepOpen) return { page, stopTrace };
  await page.close();
  return load;
}

/**
 * In the page: sets the search box to `query` (as typing does) or the bots-or-humans filter to
 * `who`, and resolves with the milliseconds until `selector`'s text changed.
 */
async function answerTime([kind, value, selector]) {
  const output = document.querySelector(selector);
  if (!output) throw new Error(`no ${selector}`);
  const before = output.textContent;
  const field =
    kind === 'search'
      ? document.getElementById('transcript-search')
      : document.querySelector('.transcript-filters select');
  const prototype = kind === 'search' ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  const started = performance.now();
  const changed = new Promise((done) => {
    const watch = new MutationObserver(() => {
      if (output.textContent === before) return;
      watch.disconnect();
      done(performance.now() - started);
    });
    watch.observe(output, { childList: true, characterData: true, subtree: true });
  });
  Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, value);
  field.dispatchEvent(new Event(kind === 'search' ? 'input' : 'change', { bubbles: true }));
  return changed;
}

/** The page's JavaScript heap after a garbage collection (CDP), in bytes. */
async function heapAfterGc(page) {
  await page.send('HeapProfiler.collectGarbage');
  const { usedSize } = await page.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Opens /transcribe/?content=<link> of the demo product (wrangler dev, TRANSCRIPT_ORIGINS set to a
 * local host serving a fixture of `messages`) `loads` times and reads the viewer's own User Timing
 * (TRANSCRIPT_TIMING), the first screen and the long tasks while loading; then, in one more load,
 * the answer of a search and of a filter, the heap, and the long tasks of a full scroll, and from that
 * load's light trace the longest main-thread task by CPU time while loading and while in use, all in a
 * Chromium driven over bare CDP without the Network domain (see openTranscript). Every server and
 * the browser stop, even on failure. `targets` are the figures' targets.
 */
export async function measureTranscripts(context, { messages, loads, targets }) {
  const loadBefore = loadavg()[0] ?? Number.NaN;
  context.build();
  const text = transcriptFixture(messages);
  const bytes = Buffer.byteLength(text);
  if (bytes > TRANSCRIPT_MAX_BYTES) throw new Error('the fixture is over the worker’s transcript size limit');
  const { host, pagesUrl, chrome } = await startTranscriptProduct(context, text, {
    launch: launchBareChromium,
  });
  const runs = [];
  for (let run = 0; run < loads; run += 1)
    runs.push(await openTranscript(chrome, pagesUrl, host.origin, messages));
  const { page, stopTrace } = await openTranscript(chrome, pagesUrl, host.origin, messages, {
    keepOpen: true,
  });
  const heap = await heapAfterGc(page);
  const searchStarted = await page.evaluate((mark) => performance.mark(mark).startTime, USE_MARK);
  const search = await page.evaluate(answerTime, ['search', SEARCH_QUERY, '.transcript-toolbar__count']);
  const filter = await page.evaluate(answerTime, ['filter', 'bots', '.transcript-filters__shown']);
  await page.evaluate(answerTime, ['filter', 'all', '.transcript-filters__shown']);
  const scroll = await page.evaluate(scrollThrough, [
    STEP_VIEWPORTS,
    `message-${messages}`,
    MAX_SCROLL_FRAMES,
  ]);
  const tasks = await page.evaluate(() => window.__transcriptBench.longTasks);
  const trace = await stopTrace();
  const heapAfterUse = await heapAfterGc(page);
  const longestIn = (from, to = Number.POSITIVE_INFINITY) =>
    tasks
      .filter((task) => task.start >= from && task.start < to)
      .reduce((most, task) => Math.max(most, task.duration), 0);
  await page.close();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [
    { figure: 'file size', value: bytes / (1024 * 1024), unit: 'MB' },
    {
      figure: `first screen drawn after the first byte, median of ${loads}`,
      value: median(runs.map((run) => run.firstScreen)),
      unit: 'ms',
      target: targets.firstScreen,
    },
    {
      figure: `first screen drawn since the navigation started, median of ${loads}`,
      value: median(runs.map((run) => run.firstScreenSinceNavigation)),
      unit: 'ms',
    },
    {
      figure: `parse after the last byte (TRANSCRIPT_TIMING.parse), median of ${loads}`,
      value: median(runs.map((run) => run.parse)),
      unit: 'ms',
      target: targets.parse,
    },
    {
      figure: 'first screen, fastest load',
      value: Math.min(...runs.map((run) => run.firstScreen)),
      unit: 'ms',
    },
    { figure: 'parse, fastest load', value: Math.min(...runs.map((run) => run.parse)), unit: 'ms' },
    {
      figure: `longest main-thread task from the first byte to the whole file parsed, median of ${loads}`,
      value: median(runs.map((run) => run.longestLoadTask)),
      unit: 'ms',
      target: 50,
    },
    {
      figure: 'longest main-thread task from the first byte to the whole file parsed, CPU time (traced load)',
      value: longestTaskCpu(trace, TRANSCRIPT_TIMING.textArrived, TRANSCRIPT_TIMING.parse),
      unit: 'ms',
    },
    {
      figure: `longest main-thread task before the first byte (the page starting), median of ${loads}`,
      value: median(runs.map((run) => run.longestBootTask)),
      unit: 'ms',
    },
    { figure: 'search answered (n of N shown)', value: search, unit: 'ms', target: 150 },
    { figure: 'filter answered (shown count)', value: filter, unit: 'ms', target: 150 },
    {
      figure: 'longest task while searching and filtering',
      value: longestIn(searchStarted, scroll.started),
      unit: 'ms',
      target: 50,
    },
    { figure: 'longest task during a full scroll', value: longestIn(scroll.started), unit: 'ms', target: 50 },
    {
      figure: 'longest task while searching, filtering and scrolling, CPU time (traced load)',
      value: longestTaskCpu(trace, USE_MARK),
      unit: 'ms',
    },
    { figure: 'frames of the scroll', value: scroll.frames, unit: '' },
    {
      figure: 'page JS heap after GC once loaded, times the file size',
      value: heap / bytes,
      unit: '×',
      target: 4,
    },
    {
      figure: 'page JS heap after GC after searching, filtering and the scroll, times the file size',
      value: heapAfterUse / bytes,
      unit: '×',
      target: 4,
    },
    { figure: 'machine load (1-minute average) before the loads', value: loadBefore, unit: '' },
    {
      figure: 'machine load (1-minute average) after the scroll',
      value: loadavg()[0] ?? Number.NaN,
      unit: '',
    },
  ];
}
