// Records the layout shifts (Layout Instability API) of a page in browser tests, from before its first paint.
import type { Page } from 'playwright-core';

/**
 * Makes every document `page` loads from now on record its layout shifts; returns a reader of the
 * current document's shift values so far (empty when nothing moved).
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}
