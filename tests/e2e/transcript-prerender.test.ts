// Browser tests of the pre-rendered transcript viewer: its frame paints before any script runs, in the visitor's language, and the app takes it over in place, keeping what was typed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptTexts as texts } from '#web/features/transcripts/texts';
import { launchBrowser, type TestBrowser } from './support/browser';
import { recordLayoutShifts } from './support/layout-shifts';
import { type ProductServer, startProductServer } from './support/server';

/** The Arabic catalogue of the viewer's texts. */
const ARABIC = JSON.parse(readFileSync('web/src/locales/ar/transcripts.json', 'utf8')) as Record<
  string,
  string
>;

/** Replies the transcript host holds open (their first line sent): ended in afterAll. */
const held: ServerResponse[] = [];
let host: Server;
let origin: string;
let product: ProductServer;
let chrome: TestBrowser;
let noScript: TestBrowser;

beforeAll(async () => {
  host = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.write('Channel: #held\n');
    held.push(response);
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  const address = host.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  product = await startProductServer('production', { TRANSCRIPT_ORIGINS: origin });
  chrome = await launchBrowser();
  noScript = await launchBrowser({ javaScriptEnabled: false });
}, 120_000);

afterAll(async () => {
  for (const response of held) response.end();
  await chrome?.close();
  await noScript?.close();
  await product?.stop();
  await new Promise((done) => host?.close(done));
});

/** The viewer's address loading a new link to the transcript host, which holds the reply open. */
const heldLink = () => `/transcribe/?content=${encodeURIComponent(`${origin}/${randomUUID()}.txt`)}`;

/** A page whose entry script (the app) is held back until the returned `release` is called. */
async function withAppHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The console errors `page` logs from now on (React reports a failed hydration there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Whether React has taken `selector`'s element over (it keeps its props on the node it adopted). */
function takenOver(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

describe('before any script runs', () => {
  it('/transcribe/ shows its heading, the empty state and the link field', async () => {
    const page = await noScript.browser.newPage();
    await page.goto(`${product.baseUrl}/transcribe/`);
    expect(await page.getByRole('heading', { level: 1, name: texts.heading }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'No Transcript Loaded' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel(texts.linkLabel).isVisible()).toBe(true);
    expect(await page.getByText(texts.loading).count()).toBe(0);
    await page.close();
  });

  it('a ?content= link shows the heading, the loading line and Cancel, not the empty state', async () => {
    const page = await noScript.browser.newPage();
    await page.goto(`${product.baseUrl}${heldLink()}`);
    expect(await page.getByRole('heading', { level: 1, name: texts.heading }).isVisible()).toBe(true);
    expect(await page.getByText(texts.loading).isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: texts.progressLabel }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: texts.cancel }).isVisible()).toBe(true);
    expect(await page.getByText('No Transcript Loaded').count()).toBe(0);
    await page.close();
  });

  it('an Arabic visitor gets it in Arabic, right to left', async () => {
    const page = await noScript.browser.newPage();
    // the browser's own language (en-US) would win over extra headers: the page's request is rewritten
    await page.route(/\/transcribe\/$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'accept-language': 'ar' } }),
    );
    await page.goto(`${product.baseUrl}/transcribe/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const heading = page.getByRole('heading', { level: 1, name: ARABIC['transcripts.heading'] });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText(ARABIC['transcripts.emptyTitle'] ?? '').isVisible()).toBe(true);
    await page.close();
  });
});

describe('the app taking over', () => {
  it('keeps a link typed before it ran and opens it', async () => {
    const page = await chrome.browser.newPage();
    const errors = consoleErrors(page);
    const release = await withAppHeld(page);
    // the held entry would hold the load event: only the HTML is waited for
    await page.goto(`${product.baseUrl}/transcribe/`, { waitUntil: 'commit' });
    const link = `${origin}/${randomUUID()}.txt`;
    await page.getByLabel(texts.linkLabel).fill(link);
    expect(await takenOver(page, '#transcript-link')).toBe(false);
    release();
    await expect.poll(() => takenOver(page, '#transcript-link'), { timeout: 20_000 }).toBe(true);
    expect(await page.getByLabel(texts.linkLabel).inputValue()).toBe(link);
    await page.getByRole('button', { name: texts.openLink }).click();
    await page.waitForURL((url) => url.searchParams.get('content') === link);
    await page.getByRole('main').getByText(texts.loading).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the loading state where the HTML drew it, nothing moving, and its Cancel acts', async () => {
    const page = await chrome.browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const layoutShifts = await recordLayoutShifts(page);
    const errors = consoleErrors(page);
    const release = await withAppHeld(page);
    await page.goto(`${product.baseUrl}${heldLink()}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: texts.cancel }).waitFor();
    const boxes = () =>
      Promise.all(
        ['main h1', '.transcript-progress'].map((selector) => page.locator(selector).boundingBox()),
      );
    const before = await boxes();
    expect(await takenOver(page, '.transcript-progress button')).toBe(false);
    release();
    await expect.poll(() => takenOver(page, '.transcript-progress button'), { timeout: 20_000 }).toBe(true);
    // the load the app started has rendered (its effect), two frames drawn since
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await boxes()).toEqual(before);
    expect(await layoutShifts()).toEqual([]);
    await page.getByRole('button', { name: texts.cancel }).click();
    await page.getByRole('main').getByText(texts.stopped.cancelled(0)).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists the page's catalogues, then its chunks, then the link at low priority", async () => {
    const html = await (await fetch(`${product.baseUrl}${heldLink()}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const kinds = [...head.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => (href.startsWith('/api/transcript') ? 'link' : rel === 'preload' ? 'data' : 'chunk'),
    );
    expect(kinds.join(' ')).toMatch(/^(data )+(chunk )+link$/);
    // the entry's first import (the visitor's language) is the first chunk
    expect(head).toMatch(/\.json">\s*<link rel="modulepreload" crossorigin href="\/assets\/locale-choice-/);
    expect(head.trimEnd()).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="\/api\/transcript\?url=[^"]+">$/,
    );
    // Chromium reads the hint: the request is made at low priority
    const page = await chrome.browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.includes('/api/transcript')) priorities.push(request.initialPriority);
    });
    await page.goto(`${product.baseUrl}${heldLink()}`);
    await expect.poll(() => priorities, { timeout: 20_000 }).toEqual(['Low']);
    await page.close();
  });

  it('requests the link with the HTML, before the app runs, and the app takes that reply', async () => {
    const page = await chrome.browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/transcript')) requested.push(request.url());
    });
    const release = await withAppHeld(page);
    const address = heldLink();
    await page.goto(`${product.baseUrl}${address}`, { waitUntil: 'commit' });
    const link = new URL(address, product.baseUrl).searchParams.get('content') ?? '';
    const read = `${product.baseUrl}/api/transcript?url=${encodeURIComponent(link)}`;
    await expect.poll(() => requested, { timeout: 20_000 }).toEqual([read]);
    expect(await takenOver(page, '.transcript-progress button')).toBe(false);
    release();
    await expect.poll(() => takenOver(page, '.transcript-progress button'), { timeout: 20_000 }).toBe(true);
    // the app asked for the link as its module ran: the HTML's request answered it
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(requested).toEqual([read]);
    await page.close();
  });
});
