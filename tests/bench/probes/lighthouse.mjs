// Bench probe: Lighthouse (mobile preset, simulated throttling) on the six main public pages, with Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export const title = 'Lighthouse 13, mobile preset';

const PAGES = ['/', '/commands', '/features', '/premium', '/team', '/contact'];

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3): simulated throttling scales the CPU time it observes,
 * so on a busy machine one run can be far off; the median of several is reported.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** Issue 10's targets: Performance 100, LCP at most 1.2 s (so the first paint too), TBT 50 ms, CLS 0. */
const FIGURES = [
  {
    name: 'Performance',
    unit: '',
    target: 100,
    higherIsBetter: true,
    read: (lhr) => Math.round(lhr.categories.performance.score * 100),
  },
  { name: 'FCP', unit: 'ms', target: 1200, read: (lhr) => lhr.audits['first-contentful-paint'].numericValue },
  {
    name: 'LCP',
    unit: 'ms',
    target: 1200,
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  },
  { name: 'TBT', unit: 'ms', target: 50, read: (lhr) => lhr.audits['total-blocking-time'].numericValue },
  { name: 'CLS', unit: '', target: 0, read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Performance score, FCP, LCP, TBT and CLS per page (each the median of RUNS runs) against the
 * issue's targets, and the machine's load average before and after (the figures are only
 * comparable between runs on an equally quiet machine).
 * @throws Error when Lighthouse gives no result or reports a runtime error for a page.
 */
export async function measure(context) {
  const { baseUrl } = await context.productServer();
  const loadBefore = loadavg()[0];
  const profile = mkdtempSync(join(tmpdir(), 'warden-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`],
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const rows = [];
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
        runs.push(result.lhr);
      }
      for (const { name, read, ...figure } of FIGURES) {
        rows.push({
          figure: `${path} ${name}`,
          value: median(runs.map((lhr) => read(lhr) ?? Number.NaN)),
          ...figure,
        });
      }
    }
    rows.push(
      { figure: 'runs per page (median shown)', value: RUNS, unit: '' },
      { figure: 'load average (1 min), start', value: loadBefore, unit: '' },
      { figure: 'load average (1 min), end', value: loadavg()[0], unit: '' },
    );
    return rows;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
