// Bench probe: Lighthouse (mobile preset, simulated throttling) on the six main public pages, with Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export const title = 'Lighthouse 13, mobile preset';

const PAGES = ['/', '/commands', '/features', '/premium', '/team', '/contact'];

/** Performance score, FCP, LCP, TBT and CLS per page, against the targets. */
export async function measure(context) {
  const { baseUrl } = await context.productServer();
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
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      const audit = (id) => audits[id]?.numericValue ?? Number.NaN;
      rows.push(
        {
          figure: `${path} Performance`,
          value: Math.round((categories.performance.score ?? 0) * 100),
          unit: '',
          target: 100,
          higherIsBetter: true,
        },
        { figure: `${path} FCP`, value: audit('first-contentful-paint'), unit: 'ms' },
        { figure: `${path} LCP`, value: audit('largest-contentful-paint'), unit: 'ms', target: 1200 },
        { figure: `${path} TBT`, value: audit('total-blocking-time'), unit: 'ms', target: 50 },
        { figure: `${path} CLS`, value: audit('cumulative-layout-shift'), unit: '', target: 0 },
      );
    }
    return rows;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
