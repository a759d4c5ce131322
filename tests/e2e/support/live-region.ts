// Reading the app's live region in browser tests: what it says now, and everything it said since the page opened.
import type { Locator, Page } from 'playwright-core';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';

/** A part of the live region: polite news or assertive errors. */
export type Politeness = keyof typeof LIVE_REGION_IDS;

/** The live region's polite or assertive part. */
export function liveRegion(page: Page, politeness: Politeness): Locator {
  return page.locator(`#${LIVE_REGION_IDS[politeness]}`);
}

/**
 * From the next page load on, records every text the live region says (each new announcement is a
 * new node), so a test can assert a state was announced even after a later one replaced it.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript((ids: typeof LIVE_REGION_IDS) => {
    const said: { politeness: string; text: string }[] = [];
    Object.assign(window, { __announcements: said });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const part = node.parentElement?.id;
          const politeness = part === ids.polite ? 'polite' : part === ids.assertive ? 'assertive' : null;
          if (politeness) said.push({ politeness, text: node.textContent ?? '' });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, LIVE_REGION_IDS);
}

/** The texts the given part said since the page opened (needs `recordAnnouncements` before it), oldest first. */
export function announcements(page: Page, politeness: Politeness): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      (
        (window as unknown as { __announcements?: { politeness: string; text: string }[] }).__announcements ??
        []
      )
        .filter((entry) => entry.politeness === wanted)
        .map((entry) => entry.text),
    politeness,
  );
}
