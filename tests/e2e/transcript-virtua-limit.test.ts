// Browser test of why the transcript list keeps its own windowing: virtua cannot reach the last of 520,000 rows in Chromium.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser';

/** As many rows as transcript-big-scroll.test.ts scrolls through, at the list's smallest estimate. */
const COUNT = 520_000;
const ROW_PX = 66;
/** The tallest box Chromium lays out (its layout units are 1/64 px in a 32-bit integer). */
const CHROMIUM_MAX_PX = 33_554_428;

/** A page rendering virtua's VList of COUNT fixed-height rows, its handle as window.list. */
const APP = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { VList } from 'virtua';
const rows = { length: ${COUNT} };
createRoot(document.getElementById('root')).render(
  h(VList, { ref: (handle) => { window.list = handle; }, style: { height: '600px' }, itemSize: ${ROW_PX}, data: rows },
    (_item, index) => h('div', { key: index, id: 'row-' + index, style: { height: '${ROW_PX}px' } }, 'row ' + index)),
);`;

let chrome: TestBrowser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: APP, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  chrome = await launchBrowser();
  page = await chrome.browser.newPage();
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  await page.waitForFunction(() => document.getElementById('row-0') !== null);
  await page.evaluate(`window.scroller = (${findScroller})()`);
}, 60_000);

afterAll(async () => {
  await chrome?.close();
});

/** Waits a few animation frames (virtua renders the rows of a new scroll position on the next one). */
const frames = () =>
  page.evaluate(async () => {
    for (let i = 0; i < 4; i++) await new Promise((done) => requestAnimationFrame(done));
  });

/** The highest row number virtua has rendered. */
const lastRendered = () =>
  page.evaluate(() =>
    Math.max(...[...document.querySelectorAll('[id^="row-"]')].map((row) => Number(row.id.slice(4)))),
  );

/** In the page: VList's scrolling element (the nearest scrollable ancestor of the first row). */
function findScroller(): HTMLElement {
  let element = document.getElementById('row-0')?.parentElement ?? null;
  while (element && getComputedStyle(element).overflowY !== 'auto') element = element.parentElement;
  if (!element) throw new Error('no scrolling element');
  return element;
}

describe('virtua 0.54 with 520,000 rows of 66 px (34,320,000 px)', () => {
  it('sizes its scroll range to the sum of the rows, which Chromium cuts at 33,554,428 px', async () => {
    const scrollHeight = await page.evaluate('window.scroller.scrollHeight');
    expect(COUNT * ROW_PX).toBeGreaterThan(CHROMIUM_MAX_PX);
    expect(scrollHeight).toBeLessThanOrEqual(CHROMIUM_MAX_PX);
  });

  it('never renders the last row, asked to scroll to it or scrolled to the end', async () => {
    await page.evaluate(`window.list.scrollToIndex(${COUNT - 1})`);
    await frames();
    expect(await lastRendered()).toBeLessThan(COUNT - 1);
    await page.evaluate('window.scroller.scrollTop = window.scroller.scrollHeight');
    await frames();
    // The rows shown end near Chromium's limit (row 508,400): over 10,000 rows are never reached.
    expect(await lastRendered()).toBeLessThan(COUNT - 10_000);
    expect(await page.locator(`#row-${COUNT - 1}`).count()).toBe(0);
  });
});
