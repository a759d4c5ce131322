// Bench probe: the main thread of signed-in tool pages after first paint, from a Chromium trace: the tasks that block at 4x CPU and the functions that spend their time.

import { cpuBlockingTime } from '../support/cpu-blocking-time.mjs';
import { loadEachSignedIn, machineLoadRow, median } from '../support/signed-in-loads.mjs';
import { keepTrace } from '../support/trace-file.mjs';
import { threadTasks } from '../support/trace-tasks.mjs';

export const title =
  'Tool pages, signed in: main-thread tasks after first paint (Chromium trace, CPU time x4)';

/** A server the demo admin administers (seed of worker/demo/seed.ts). */
const SERVER = '1100000000000000001';
/** TRACE_DIR: a folder to keep each load's trace in (open it in Chrome DevTools' Performance panel). */
/** Loads per page (TRACE_LOADS, default 3); each figure is their median. */
const LOADS = Math.max(1, Number(process.env.TRACE_LOADS) || 3);
/** The tool pages, or TRACE_PAGES (comma-separated paths under /dashboard/{id}/, e.g. `embed-generator`). */
const PAGES = (
  process.env.TRACE_PAGES ?? 'embed-generator,welcome-config,auto-responder,reaction-role,role-config'
)
  .split(',')
  .filter(Boolean);
/** The dashboard probe's network and phone viewport: 150 ms round trip, 1.6 Mbit/s down. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PHONE = { width: 412, height: 823 };
/**
 * The CPU is not slowed: as Lighthouse's simulation does, each task's time counts CPU_SLOWDOWN times,
 * and it is the task's thread time, which a busy machine (waiting for a core) stretches far less
 * than its wall time (cpu-blocking-time.mjs).
 */
const CPU_SLOWDOWN = 4;
/** A task whose slowed thread time is longer than this blocks input, as Lighthouse counts it. */
const LONG_TASK_MS = 50;
/** Functions listed per page: the most self time inside long tasks, summed over the loads. */
const TOP_FUNCTIONS = Number(process.env.TRACE_TOP) || 8;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** The trace's events, from Tracing.start until the page has settled. */
async function traceLoad(page, cdp, url) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(url);
  // the app's own heading (inside #root, not the shell's copy), then the work it leaves for later
  await page.locator('#root main h1').first().waitFor();
  await page.waitForTimeout(3000);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Self time (ms, sampled wall time) per function `name url:line:column` over the samples inside `windows`. */
function selfTimeIn(events, main, windows) {
  const nodes = new Map();
  const times = new Map();
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== main.pid) continue;
    // the main thread's profile; its chunks come from the sampling thread, named by the profile's id
    if (event.name === 'Profile' && event.tid === main.tid) profiles.set(event.id, event.args.data.startTime);
    if (event.name !== 'ProfileChunk' || !profiles.has(event.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node.callFrame);
    let at = profiles.get(event.id);
    (cpuProfile.samples ?? []).forEach((sample, index) => {
      const delta = timeDeltas[index] ?? 0;
      at += delta;
      if (!windows.some(([start, end]) => at >= start && at <= end)) return;
      const key = `${event.id}:${sample}`;
      times.set(key, (times.get(key) ?? 0) + delta / 1000);
    });
    profiles.set(event.id, at);
  }
  const byFunction = new Map();
  for (const [key, ms] of times) {
    const frame = nodes.get(key);
    if (!frame) continue;
    const file = frame.url ? frame.url.replace(/^.*\//, '') : '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return byFunction;
}

/** Runs in the page before its scripts: every layout shift not caused by input, with the elements that moved. */
function recordLayoutShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        return node?.nodeType === 1
          ? `${node.localName}.${[...node.classList].join('.')}`
          : String(node?.nodeName);
      });
      window.__layoutShifts.push({ at: Math.round(entry.startTime), value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One traced load of a tool page: FCP, long tasks after it, their CPU-time TBT estimate, self times, layout shifts, console errors. */
async function loadOnce(chrome, url) {
  const page = await chrome.browser.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    // a busy machine stretches a throttled load far past Playwright's 30 s default
    page.setDefaultTimeout(120_000);
    await page.setViewportSize(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.addInitScript(recordLayoutShifts);
    const events = await traceLoad(page, cdp, url);
    if (process.env.TRACE_DIR) keepTrace(url.replace(/^.*\//, ''), events);
    const paint = events.findLast((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    const long = threadTasks(events, paint).filter(
      (task) => task.ts >= paint.ts && (CPU_SLOWDOWN * task.tdur) / 1000 > LONG_TASK_MS,
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const shifts = await page.evaluate(() => window.__layoutShifts);
    return {
      fcp,
      shifts,
      longTasks: long.length,
      longest: Math.max(0, ...long.map((task) => (CPU_SLOWDOWN * task.tdur) / 1000)),
      cpuBlocking: cpuBlockingTime(events, CPU_SLOWDOWN),
      selfTimes: selfTimeIn(
        events,
        paint,
        long.map((task) => [task.ts, task.ts + task.dur]),
      ),
      errors,
    };
  } finally {
    await page.close();
  }
}

/**
 * Signs in as the demo admin and loads each tool page LOADS times, traced. Rows per page: first
 * paint (unslowed CPU), the tasks after it whose thread time x4 exceeds 50 ms (count, longest),
 * their blocking time (Σ max(0, 4 × thread time − 50 ms), the Lighthouse probe's "TBT from CPU
 * time"), layout shifts (each also printed with the elements that moved), console errors (a
 * hydration mismatch shows here), and the functions with the most self
 * time inside those tasks (minified names with chunk:line:column; build with sourcemaps to map them).
 */
export async function measure(context) {
  const pages = await loadEachSignedIn(context, PAGES, LOADS, (chrome, baseUrl, tool) =>
    loadOnce(chrome, `${baseUrl}/dashboard/${SERVER}/${tool}`),
  );
  const rows = [];
  for (const [index, tool] of PAGES.entries()) {
    const loads = pages[index] ?? [];
    const route = `/dashboard/{id}/${tool}`;
    rows.push(
      {
        figure: `${route} FCP (traced), median`,
        value: median(loads.map((load) => load.fcp)) / 1000,
        unit: 's',
      },
      {
        figure: `${route} long tasks after FCP, median`,
        value: median(loads.map((load) => load.longTasks)),
        unit: '',
      },
      {
        figure: `${route} longest task (thread time x4), median`,
        value: median(loads.map((load) => load.longest)),
        unit: 'ms',
      },
      {
        figure: `${route} blocking time from thread time, median`,
        value: median(loads.map((load) => load.cpuBlocking)),
        unit: 'ms',
      },
      {
        figure: `${route} layout shifts without input (summed), median`,
        value: median(loads.map((load) => load.shifts.reduce((sum, shift) => sum + shift.value, 0))),
        unit: '',
      },
      {
        figure: `${route} console errors, all loads`,
        value: loads.flatMap((load) => load.errors).length,
        unit: '',
      },
    );
    const total = new Map();
    for (const load of loads)
      for (const [name, ms] of load.selfTimes) total.set(name, (total.get(name) ?? 0) + ms / loads.length);
    const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
    for (const [name, ms] of top)
      rows.push({ figure: `${route}   self time in long tasks: ${name}`, value: ms, unit: 'ms' });
    for (const shift of loads.flatMap((load) => load.shifts))
      console.log(
        `${route} layout shift ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.moved.join(', ')}`,
      );
    for (const error of new Set(loads.flatMap((load) => load.errors)))
      console.log(`${route} console error: ${error.slice(0, 300)}`);
  }
  rows.push(machineLoadRow());
  return rows;
}
