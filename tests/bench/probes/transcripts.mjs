// Bench probe: the transcript viewer in Chromium on 50,000 messages: parse time, first screen after the text arrives, long tasks over a full scroll.

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startProductServer } from '../../e2e/support/server.ts';
import { transcriptFixture } from '../support/transcript-fixture.mjs';

export const title = 'Transcript viewer, 50,000 messages (Chromium)';

const MESSAGES = 50_000;
/**
 * Loads measured: parse and first screen are judged on their medians and the fastest is shown beside
 * (on a shared machine single loads vary several-fold; the first load of a page also compiles the code).
 */
const LOADS = 5;
/** Scroll step, in heights of the list's viewport: below the rows the list renders around it (600 px each side). */
const STEP_VIEWPORTS = 2.5;
/** Longest wait for the first screen and for the whole scroll. */
const TIMEOUT_MS = 180_000;

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
 * Scrolls the message list from top to bottom, one step per animation frame, until the last message
 * is rendered. Resolves with the frames it took and the time the scroll started.
 */
async function scrollThrough([stepViewports, lastId]) {
  const list = document.querySelector('.virtual-list');
  if (!list) throw new Error('no message list');
  const started = performance.now();
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  let frames = 0;
  while (!document.getElementById(lastId)) {
    list.scrollTop += list.clientHeight * stepViewports;
    await frame();
    frames += 1;
    if (frames > 100_000) throw new Error('the scroll never reached the last message');
  }
  return { frames, started };
}

/** Serves `text` as a plain-text transcript on a free loopback port. */
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
 * Opens a fresh link to the fixture in a new page and waits for the first screen. Resolves with the
 * parse time and the first screen's delay after the text arrived (the page is closed), or with the
 * page itself when `keepOpen`.
 * @throws Error when the viewer does not show all MESSAGES.
 */
async function openTranscript(chrome, baseUrl, origin, { keepOpen = false } = {}) {
  const page = await chrome.browser.newPage();
  await page.addInitScript(observePage);
  const link = `${origin}/ticket-${randomUUID()}.txt`;
  await page.goto(`${baseUrl}/transcribe/?content=${encodeURIComponent(link)}`);
  await page.waitForFunction(() => window.__transcriptBench.firstScreen !== null, null, {
    timeout: TIMEOUT_MS,
  });
  const load = await page.evaluate(
    ([textArrived, parse]) => {
      const arrived = performance.getEntriesByName(textArrived)[0];
      const parsed = performance.getEntriesByName(parse)[0];
      return {
        parse: parsed?.duration ?? Number.NaN,
        firstScreen: arrived ? window.__transcriptBench.firstScreen - arrived.startTime : Number.NaN,
        messages: document.querySelector('.virtual-list__row')?.getAttribute('aria-setsize'),
      };
    },
    [TRANSCRIPT_TIMING.textArrived, TRANSCRIPT_TIMING.parse],
  );
  if (Number(load.messages) !== MESSAGES) {
    await page.close();
    throw new Error(`the viewer shows ${load.messages} messages, not ${MESSAGES}`);
  }
  if (keepOpen) return page;
  await page.close();
  return load;
}

/**
 * Opens /transcribe/?content=<link> of the demo product (wrangler dev, TRANSCRIPT_ORIGINS set to a
 * local host serving the fixture) LOADS times and reads the viewer's own User Timing
 * (TRANSCRIPT_TIMING) and the first screen, then the long tasks of a full scroll in one more load.
 * Every server and the browser stop, even on failure.
 */
export async function measure(context) {
  context.build();
  const text = transcriptFixture(MESSAGES);
  if (Buffer.byteLength(text) > TRANSCRIPT_MAX_BYTES)
    throw new Error('the fixture is over the worker’s transcript size limit');
  const host = await serveTranscript(text);
  context.onCleanup(host.close);
  const product = await startProductServer('demo', { TRANSCRIPT_ORIGINS: host.origin });
  context.onCleanup(() => product.stop());
  const chrome = await launchBrowser();
  context.onCleanup(() => chrome.close());

  const loads = [];
  for (let run = 0; run < LOADS; run += 1)
    loads.push(await openTranscript(chrome, product.baseUrl, host.origin));
  const page = await openTranscript(chrome, product.baseUrl, host.origin, { keepOpen: true });
  page.setDefaultTimeout(TIMEOUT_MS);
  const scroll = await page.evaluate(scrollThrough, [STEP_VIEWPORTS, `message-${MESSAGES}`]);
  const tasks = await page.evaluate(() => window.__transcriptBench.longTasks);
  const during = tasks.filter((task) => task.start >= scroll.started);
  const longest = during.reduce((most, task) => Math.max(most, task.duration), 0);
  await page.close();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [
    {
      figure: `parse (TRANSCRIPT_TIMING.parse), median of ${LOADS}`,
      value: median(loads.map((load) => load.parse)),
      unit: 'ms',
      target: 150,
    },
    {
      figure: `first screen drawn after the text arrived, median of ${LOADS}`,
      value: median(loads.map((load) => load.firstScreen)),
      unit: 'ms',
      target: 300,
    },
    { figure: 'parse, fastest load', value: Math.min(...loads.map((load) => load.parse)), unit: 'ms' },
    {
      figure: 'first screen, fastest load',
      value: Math.min(...loads.map((load) => load.firstScreen)),
      unit: 'ms',
    },
    { figure: 'longest task during a full scroll', value: longest, unit: 'ms', target: 50 },
    { figure: 'long tasks (> 50 ms) during the scroll', value: during.length, unit: '', target: 0 },
    { figure: 'frames of the scroll', value: scroll.frames, unit: '' },
    {
      figure: 'machine load (1-minute average) after the scroll',
      value: loadavg()[0] ?? Number.NaN,
      unit: '',
    },
  ];
}
