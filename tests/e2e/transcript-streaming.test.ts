// Browser tests of the streamed transcript viewer: progress, Cancel, a dropped load with Retry, the Web Worker, and finding things (filters, participants, jump, keys).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptTexts as texts } from '#web/features/transcripts/texts';
import { launchBrowser, type TestBrowser } from './support/browser';
import { type ProductServer, startProductServer } from './support/server';

/**
 * Raid messages of random text between the first three and the last two: enough bytes (about 170 kB)
 * that the reply's gzip (wrangler dev compresses text, as Cloudflare's edge does) sends them before
 * the tail is released.
 */
const RAID = 1_500;
/** Number of the last message. */
const LAST = RAID + 5;
const HEAD = [
  'Channel: #raid-0099',
  'Closed by: maya.mod',
  '',
  '[2025-03-02T09:00:00Z] raider1:',
  'join my server',
  '',
  '[2025-03-02T09:00:01Z] raider2:',
  'join my server',
  '',
  '[2025-03-02T09:00:02Z] Warden [BOT]:',
  'Slow mode is on.',
  '',
  ...Array.from(
    { length: RAID },
    (_, i) => `[2025-03-02T09:00:03Z] raider${i + 3}:\n${randomUUID()} ${randomUUID()}\n`,
  ),
  '[2025-03-02T09:00:05Z] maya.mod:',
  'Banning the raid',
].join('\n');
const TAIL = ['ers now.', '', '[2025-03-02T09:01:00Z] alex_k:', 'Thanks!'].join('\n');
const FULL = HEAD + TAIL;

/** Held replies, by path: writing their tail ends them. */
const held = new Map<string, ServerResponse>();
/** Paths whose first request has been answered: HEAD, held until dropConnection. */
const dropped = new Set<string>();

let host: Server;
let origin: string;
let product: ProductServer;
let chrome: TestBrowser;

/**
 * /slow/*: HEAD at once (Content-Length of the whole file), TAIL when released; /drop/*: on the
 * first request HEAD, then the connection dropped by dropConnection, the whole file after; anything
 * else: the whole file.
 */
function serve(path: string, response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    ...(path.startsWith('/drop/') ? {} : { 'content-length': Buffer.byteLength(FULL) }),
  });
  if (path.startsWith('/slow/')) {
    response.write(HEAD);
    held.set(path, response);
  } else if (path.startsWith('/drop/') && !dropped.has(path)) {
    dropped.add(path);
    response.write(HEAD);
    held.set(path, response);
  } else response.end(FULL);
}

/** Drops the connection of the held first reply of a /drop/ path. */
function dropConnection(path: string): void {
  held.get(path)?.socket?.destroy();
  held.delete(path);
}

function release(path: string): void {
  held.get(path)?.end(TAIL);
  held.delete(path);
}

beforeAll(async () => {
  host = createServer((request, response) => serve(request.url ?? '/', response));
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  const address = host.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  product = await startProductServer('production', { TRANSCRIPT_ORIGINS: origin });
  chrome = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const path of [...held.keys()]) release(path);
  await chrome?.close();
  await product?.stop();
  await new Promise((done) => host?.close(done));
});

async function openLink(path: string): Promise<Page> {
  const page = await chrome.browser.newPage();
  await page.goto(`${product.baseUrl}/transcribe/?content=${encodeURIComponent(`${origin}${path}`)}`);
  return page;
}

/** Clicks the loader's tab `name` until its field `label` shows (a click before hydration is lost). */
async function openTab(page: Page, name: string, label: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.getByRole('tab', { name }).click();
      return page.getByLabel(label).isVisible();
    })
    .toBe(true);
}

/** Scrolls the message list to its end and waits for the last message to show `text`. */
async function expectLast(page: Page, text: string): Promise<void> {
  const list = page.getByRole('region', { name: texts.listLabel });
  await expect
    .poll(async () => {
      await list.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      return page.locator(`#message-${LAST}`).getByText(text).isVisible();
    })
    .toBe(true);
}

describe('a transcript streaming in', () => {
  it('shows the first messages and the progress while the rest arrives, then everything', async () => {
    const path = `/slow/${randomUUID()}.txt`;
    const page = await openLink(path);
    await page.locator('#message-3').getByText('Slow mode is on.').waitFor();
    await page.locator('.transcript-progress').getByText(texts.loading).waitFor();
    const bar = page.getByRole('progressbar', { name: texts.progressLabel });
    expect(Number(await bar.getAttribute('max'))).toBe(Buffer.byteLength(FULL));
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(Buffer.byteLength(FULL));
    await page.getByText(/^[\d.]+ MB of 0\.2 MB · [\d,]+ messages$/).waitFor();
    expect(await page.getByRole('button', { name: texts.download }).isDisabled()).toBe(true);

    release(path);
    await expectLast(page, 'Thanks!');
    await page
      .locator(`#message-${LAST - 1}`)
      .getByText('Banning the raiders now.')
      .waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: texts.download }).isDisabled()).toBe(false);
    await page.close();
  });

  it('requests the link once and parses it in the Web Worker', async () => {
    const path = `/${randomUUID()}.txt`;
    const address = `/api/transcript?url=${encodeURIComponent(`${origin}${path}`)}`;
    const page = await chrome.browser.newPage();
    const requested: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/transcript')) requested.push(request.url());
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${product.baseUrl}/transcribe/?content=${encodeURIComponent(`${origin}${path}`)}`);
    await expectLast(page, 'Thanks!');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([`${product.baseUrl}${address}`]);
    expect(workers.filter((url) => url.includes('/parse-worker-'))).toHaveLength(1);
    await page.close();
  });

  it('stops at Cancel, keeps what arrived and says so; Retry loads it all', async () => {
    const path = `/slow/${randomUUID()}.txt`;
    const page = await openLink(path);
    await page.locator('#message-3').waitFor();
    await page.getByRole('button', { name: texts.cancel }).click();
    const notice = page
      .locator('.transcript-page__partial')
      .getByText(/^Loading stopped\. Showing the [\d,]+ messages that arrived\.$/);
    await notice.waitFor();
    const shown = Number(((await notice.textContent()) ?? '').replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThan(LAST);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.locator('#message-3').getByText('Slow mode is on.').count()).toBe(1);

    await page.getByRole('button', { name: texts.retry }).click();
    release(path);
    await expectLast(page, 'Thanks!');
    expect(await notice.count()).toBe(0);
    await page.close();
  });

  it('keeps what arrived when the connection drops, says so, and Retry loads it all', async () => {
    const path = `/drop/${randomUUID()}.txt`;
    const page = await openLink(path);
    // dropped once the viewer reads the reply (the HTML's preload of the link starts it earlier)
    await page.locator('#message-3').getByText('Slow mode is on.').waitFor();
    dropConnection(path);
    const notice = page
      .locator('.transcript-page__partial')
      .getByText(
        /^The connection dropped before the whole transcript arrived\. Showing the [\d,]+ messages that did\.$/,
      );
    await notice.waitFor();
    await page.locator('#message-3').getByText('Slow mode is on.').waitFor();
    expect(await page.getByRole('button', { name: texts.download }).isDisabled()).toBe(false);

    await page.getByRole('button', { name: texts.retry }).click();
    await expectLast(page, 'Thanks!');
    expect(await notice.count()).toBe(0);
    await page.close();
  });
});

describe('pasted text and files', () => {
  /** The transcript's parse worker, not the page's Intl warm-up (intl-warm-up.ts), which ends at hydration. */
  const isParseWorker = (url: string) => url.includes('/parse-worker-');
  it('parses an uploaded file in the module Web Worker, off the page', async () => {
    const page = await chrome.browser.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${product.baseUrl}/transcribe/`);
    await openTab(page, texts.tabs.upload, texts.uploadLabel);
    await page.getByLabel(texts.uploadLabel).setInputFiles({
      name: 'raid.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(FULL),
    });
    await page.locator('#message-1').getByText('join my server').waitFor();
    await page.getByText(texts.sourceFile('raid.txt')).waitFor();
    expect(workers.filter(isParseWorker)).toEqual([
      expect.stringMatching(/\/assets\/parse-worker-[\w-]+\.js$/),
    ]);
    await page.close();
  });

  it('parses pasted text the same way', async () => {
    const page = await chrome.browser.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${product.baseUrl}/transcribe/`);
    await openTab(page, texts.tabs.paste, texts.pasteLabel);
    await page.locator('#transcript-paste').fill(`${HEAD.slice(0, HEAD.indexOf('raider3'))}x`);
    await page.getByRole('button', { name: texts.openText }).click();
    await page.locator('#message-3').getByText('Slow mode is on.').waitFor();
    expect(workers.filter(isParseWorker)).toHaveLength(1);
    await page.close();
  });
});

describe('finding things in a transcript', () => {
  /** A datetime-local value of `iso` (the test browser's time zone is UTC, see launchBrowser). */
  const localValue = (iso: string) => iso.slice(0, 16);
  const current = (page: Page) =>
    page.locator('.transcript-message[aria-current="true"]').evaluateAll((rows) => rows.map((row) => row.id));

  it('moves with / n N j k and Escape', async () => {
    const page = await openLink(`/full/${randomUUID()}.txt`);
    const list = page.getByRole('region', { name: texts.listLabel });
    await list.locator('#message-1').waitFor();
    await page.getByText(texts.keys).waitFor();
    await list.focus();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('transcript-search');
    await page.keyboard.type('join my server');
    await page.getByText(texts.matchPosition(1, 2)).waitFor();
    await list.focus();
    await page.keyboard.press('n');
    await page.getByText(texts.matchPosition(2, 2)).waitFor();
    expect(await current(page)).toEqual(['message-2']);
    await page.keyboard.press('Shift+N');
    await page.getByText(texts.matchPosition(1, 2)).waitFor();
    expect(await current(page)).toEqual(['message-1']);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('searchbox', { name: texts.searchLabel }).inputValue()).toBe('');
    await expect.poll(() => current(page)).toEqual([]);
    for (const key of ['j', 'j', 'j', 'k']) await page.keyboard.press(key);
    await expect.poll(() => current(page)).toEqual(['message-2']);
    await page.close();
  });

  it('filters by participant and bots, shares the filtered address, and jumps to a time', async () => {
    const link = `${origin}/full/${randomUUID()}.txt`;
    const page = await chrome.browser.newPage();
    await page.goto(`${product.baseUrl}/transcribe/?content=${encodeURIComponent(link)}`);
    await page.locator('#message-1').waitFor();
    expect(await page.locator('#message-1').locator('..').locator('.transcript-day').count()).toBe(1);

    await page.getByText(texts.participants.title(LAST)).click();
    const warden = page.getByRole('button', { name: /^Warden/ });
    expect(await warden.textContent()).toContain(texts.participants.messages(1));
    await warden.click();
    await page.getByText(texts.filters.shown(1, LAST)).waitFor();
    expect(new URL(page.url()).searchParams.getAll('author')).toEqual(['Warden']);
    await page.getByRole('button', { name: /^maya\.mod/ }).click();
    await page.getByText(texts.filters.shown(2, LAST)).waitFor();

    const shared = await chrome.browser.newPage();
    await shared.goto(page.url());
    await shared.getByText(texts.filters.shown(2, LAST)).waitFor();
    await shared.getByLabel(texts.filters.who).selectOption('bots');
    await shared.getByText(texts.filters.shown(1, LAST)).waitFor();
    expect(
      await shared.locator('.transcript-message').evaluateAll((rows) => rows.map((row) => row.id)),
    ).toEqual(['message-3']);
    await shared.close();

    await page.getByRole('button', { name: texts.filters.clear }).click();
    await page.getByText(texts.filters.shown(LAST, LAST)).waitFor();
    await page.getByLabel(texts.jump.label).fill(localValue('2025-03-02T09:01:00Z'));
    await page.getByRole('button', { name: texts.jump.go }).click();
    await page.locator(`#message-${LAST}[aria-current="true"]`).getByText('Thanks!').waitFor();
    await page.close();
  });

  it('exports the filtered view as a self-contained HTML page and as JSON', async () => {
    const page = await openLink(`/full/${randomUUID()}.txt?who=bots`);
    await page.locator('#message-1').waitFor();
    await page.getByLabel(texts.filters.who).selectOption('bots');
    await page.getByText(texts.filters.shown(1, LAST)).waitFor();
    const save = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return {
        name: download.suggestedFilename(),
        text: await readFile((await download.path()) as string, 'utf8'),
      };
    };
    const html = await save(texts.exportHtml);
    expect(html.name).toMatch(/^transcript-\d+\.html$/);
    expect(html.text).not.toMatch(/<script/i);
    const json = await save(texts.exportJson);
    expect(json.name).toMatch(/^transcript-\d+\.json$/);
    expect(JSON.parse(json.text)).toMatchObject({
      channel: '#raid-0099',
      shownMessages: 1,
      filters: { who: 'bots' },
    });

    const offline = await chrome.browser.newPage();
    await offline.setContent(html.text);
    expect(await offline.locator('h1').textContent()).toBe('Transcript #raid-0099');
    expect(await offline.locator('.filters li').allTextContents()).toEqual([texts.exported.botsOnly]);
    expect(await offline.locator('.message .author').allTextContents()).toEqual(['Warden']);
    expect(await offline.locator('.message .text').allTextContents()).toEqual(['Slow mode is on.']);
    expect(await offline.locator('.message').evaluate((row) => getComputedStyle(row).borderBottomStyle)).toBe(
      'solid',
    );
    await offline.close();
    await page.close();
  });
});
