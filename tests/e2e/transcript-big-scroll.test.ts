// Browser test of a transcript taller than Chromium lays out (33,554,428 px): its last message is reachable.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT_PX } from '#web/features/transcripts/logic/scroll-scale';
import { transcriptTexts as texts } from '#web/features/transcripts/texts';
import { launchBrowser, type TestBrowser } from './support/browser';
import { type ProductServer, startProductServer } from './support/server';

/** Short messages are estimated at 66 px: 520,000 of them are over 34,000,000 px tall. */
const COUNT = 520_000;
const FILE = [
  'Channel: #raid-0100',
  '',
  ...Array.from({ length: COUNT }, (_, i) => `[2025-03-02T09:00:00Z] u${i % 97}:\nm${i + 1}\n`),
].join('\n');

let product: ProductServer;
let chrome: TestBrowser;
let page: Page;

beforeAll(async () => {
  product = await startProductServer('production');
  chrome = await launchBrowser();
  page = await chrome.browser.newPage();
  await page.goto(`${product.baseUrl}/transcribe/`);
  // A click before hydration is lost: click the tab until its field shows.
  const field = page.getByLabel(texts.uploadLabel);
  for (let tries = 0; tries < 50 && !(await field.isVisible()); tries++) {
    await page.getByRole('tab', { name: texts.tabs.upload }).click();
    await page.waitForTimeout(100);
  }
  await page.getByLabel(texts.uploadLabel).setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE),
  });
  await page.locator('#message-1').getByText('m1', { exact: true }).waitFor({ timeout: 60_000 });
  await page.locator(`[aria-setsize="${COUNT}"]`).first().waitFor({ timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  await chrome?.close();
  await product?.stop();
});

const list = () => page.getByRole('region', { name: texts.listLabel });

/** Sets the list's scrollTop and returns the top of message `n` relative to the list (null when absent). */
async function scrollAndLocate(scrollTop: number | 'end', n: number): Promise<number | null> {
  return list().evaluate(
    (element, [top, number]) => {
      element.scrollTop = top === 'end' ? element.scrollHeight : Number(top);
      const row = element.querySelector(`#message-${number}`);
      if (!row) return null;
      return row.getBoundingClientRect().top - element.getBoundingClientRect().top;
    },
    [scrollTop, n] as const,
  );
}

/**
 * Scrolls the list by `step` px and returns the top of message `n` relative to the list (null when
 * absent) once it has held still for 5 frames. Rows measured as they mount move the rows for a frame
 * (their new offsets render in a task, the scroll that keeps the view in place lands in the next
 * animation frame), so a reading taken at a fixed frame can catch that in-between state on a busy
 * machine; the settled place is what the visitor sees.
 */
async function scrollByAndLocate(step: number, n: number): Promise<number | null> {
  return list().evaluate(
    async (element, [by, number]) => {
      element.scrollTop += by;
      const topOf = () => {
        const row = element.querySelector(`#message-${number}`);
        return row ? row.getBoundingClientRect().top - element.getBoundingClientRect().top : null;
      };
      let last = topOf();
      for (let frame = 0, still = 0; frame < 600 && still < 5; frame++) {
        await new Promise(requestAnimationFrame);
        const top = topOf();
        still = top === last ? still + 1 : 0;
        last = top;
      }
      return last;
    },
    [step, n] as const,
  );
}

/** The number of a message whose top is in the upper half of the list's view (0 when none is rendered). */
function middleRow(): Promise<number> {
  return list().evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (const row of element.querySelectorAll<HTMLElement>('[data-index]')) {
      const top = row.getBoundingClientRect().top;
      if (top >= box.top && top < box.top + box.height / 2) return Number(row.dataset.index) + 1;
    }
    return 0;
  });
}

/** Whether message `n` is inside the list's visible box, whole. */
async function fullyInView(n: number): Promise<boolean> {
  const [row, box] = await Promise.all([page.locator(`#message-${n}`).boundingBox(), list().boundingBox()]);
  if (!row || !box) return false;
  return row.y >= box.y - 0.5 && row.y + row.height <= box.y + box.height + 0.5;
}

describe('a transcript taller than the browser lays out', () => {
  it('caps the scroll range and shows the last message fully at the bottom', async () => {
    const height = await list().evaluate((element) => element.scrollHeight);
    expect(height).toBeLessThanOrEqual(MAX_SCROLL_HEIGHT_PX);
    await expect
      .poll(async () => {
        await scrollAndLocate('end', COUNT);
        return fullyInView(COUNT);
      })
      .toBe(true);
    expect(await page.locator(`#message-${COUNT}`).getByText(`m${COUNT}`, { exact: true }).isVisible()).toBe(
      true,
    );
    await expect
      .poll(async () => {
        await scrollAndLocate(0, 1);
        return fullyInView(1);
      })
      .toBe(true);
  });

  it('scrolls 1 px per px near the middle', async () => {
    const middle = Math.floor(MAX_SCROLL_HEIGHT_PX / 2);
    await list().evaluate((element, top) => {
      element.scrollTop = top;
    }, middle);
    await expect.poll(middleRow).toBeGreaterThan(0);
    const shown = await middleRow();
    const before = await scrollByAndLocate(0, shown);
    const after = await scrollByAndLocate(50, shown);
    expect(before).not.toBeNull();
    expect(after).toBeCloseTo((before ?? 0) - 50, 0);
  });

  it('brings a message near the end into view from a hash link', async () => {
    const n = COUNT - 3;
    await page.evaluate((anchor) => {
      window.location.hash = anchor;
    }, `#message-${n}`);
    await expect.poll(() => fullyInView(n)).toBe(true);
    expect(await page.locator(`#message-${n}`).getByText(`m${n}`, { exact: true }).isVisible()).toBe(true);
  });
});
