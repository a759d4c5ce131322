// Bench probe: typing into a 4,000-character embed description with the live preview open, at 4x CPU slowdown (Chromium's Event Timing).
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { signInAsDemo } from '../support/demo-sign-in.mjs';

export const title = 'Embed sender typing, 4,000-character description, 4x CPU slowdown (Chromium)';

/** Issue 23: no input delay over 50 ms. */
const INPUT_DELAY_TARGET_MS = 50;
const DESCRIPTION_CHARACTERS = 4_000;
/** Keys typed at the end of the description, one key event after another as a person types. */
const TYPED = 'Typing with the preview open stays quick. '.repeat(3);
const SERVER = '1100000000000000001';

/**
 * Runs in the page before its scripts: keeps every Event Timing entry of the keyboard and input
 * events (Chromium reports those of 16 ms or more; shorter ones have a shorter delay anyway).
 */
function observeEvents() {
  const entries = [];
  window.__inputBench = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/^(key|input|beforeinput)/.test(entry.name)) {
        entries.push({
          name: entry.name,
          delay: entry.processingStart - entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Rows: the longest input delay (against its target) and the longest event duration to the next paint. */
export async function measure(context) {
  const { baseUrl } = await context.productServer();
  const chrome = await launchBrowser();
  try {
    const page = await chrome.browser.newPage();
    await signInAsDemo(page.context(), baseUrl);
    await page.addInitScript(observeEvents);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('heading', { name: 'Embed Generator', exact: true }).waitFor();
    const description = page.getByLabel('Description');
    await description.fill(
      'Lorem ipsum dolor sit amet, **consectetur** adipiscing elit. '
        .repeat(70)
        .slice(0, DESCRIPTION_CHARACTERS),
    );
    await page
      .getByRole('region', { name: 'Preview' })
      .getByText('Lorem ipsum', { exact: false })
      .first()
      .waitFor();
    await page.evaluate(() => {
      window.__inputBench.length = 0;
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await description.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(TYPED, { delay: 60 });
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const entries = await page.evaluate(() => window.__inputBench);
    const longest = (key) => Math.max(0, ...entries.map((entry) => entry[key]));
    return [
      {
        figure: `input delay, longest of ${TYPED.length} keys`,
        value: longest('delay'),
        unit: 'ms',
        target: INPUT_DELAY_TARGET_MS,
      },
      { figure: 'event duration to next paint, longest', value: longest('duration'), unit: 'ms' },
    ];
  } finally {
    await chrome.close();
  }
}
