// Browser tests of member verification and the transcript viewer against a non-demo product server and fake upstreams.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { transcriptTexts } from '../../web/src/features/transcripts/texts';
import { verifyTexts } from '../../web/src/features/verification/texts';
import { launchBrowser, type TestBrowser } from './support/browser';
import { type FakeReply, type FakeUpstream, startFakeUpstream } from './support/fake-upstream';
import { type ProductServer, startProductServer } from './support/server';

const GUILD = '1100000000000000001';
/** A new transcript path per call, so no edge-cache entry (of this or an earlier run) can answer it. */
const transcriptPath = () => `/t/${randomUUID()}.txt`;
const CLIENT_ID = '123456789012345678';
const TRANSCRIPT = [
  'Channel: #ticket-0042',
  'Closed by: maya.mod',
  'Closed at: Mon, 06 Jan 2025 14:20:00 GMT',
  'Total Messages: 3',
  '',
  '[Mon, 06 Jan 2025 14:03:22 GMT] Warden [BOT]:',
  'Embed Title: Support Ticket',
  'Description: Please read the **rules** first.',
  '',
  '[Mon, 06 Jan 2025 14:03:40 GMT] alex_k:',
  "I can't see the rules channel.",
  'Reactions: 👍 2',
  '',
  '[Mon, 06 Jan 2025 14:05:00 GMT] maya.mod:',
  'Fixed, thanks for waiting.',
].join('\n');

/** Replies of the fake verification API, chosen by the OAuth code; any other code drops the connection. */
const VERIFY_REPLIES: Record<string, FakeReply> = {
  good: { status: 200, json: { success: true, message: 'Welcome!' } },
  rejected: {
    status: 400,
    json: { success: false, error: 'Invalid OAuth code', details: 'The code has expired.' },
  },
  garbled: { status: 200, text: '<html>Bad Gateway</html>', contentType: 'text/html' },
  crash: { status: 500, json: { error: 'boom' } },
};

let upstream: FakeUpstream;
let product: ProductServer;
let chrome: TestBrowser;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    if (request.method === 'GET' && request.url.startsWith('/t/')) {
      return { status: 200, text: TRANSCRIPT, contentType: 'text/plain; charset=utf-8' };
    }
    const code = request.url === '/verify' ? (JSON.parse(request.body) as { code?: string }).code : undefined;
    return (code && VERIFY_REPLIES[code]) || null;
  });
  product = await startProductServer({
    DEMO_MODE: 'false',
    BOT_API_BASE: upstream.baseUrl,
    VERIFY_API_BASE: upstream.baseUrl,
    TRANSCRIPT_ORIGINS: upstream.baseUrl,
    DISCORD_CLIENT_ID: CLIENT_ID,
  });
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
  await product?.stop();
  await upstream?.stop();
});
beforeEach(() => {
  upstream.received.length = 0;
});

function verifyCalls() {
  return upstream.received
    .filter((request) => request.url === '/verify')
    .map((request) => JSON.parse(request.body));
}

async function openPage(path: string): Promise<Page> {
  const page = await chrome.browser.newPage();
  await page.goto(`${product.baseUrl}${path}`);
  return page;
}

describe('member verification', () => {
  it('goes to Discord, comes back with a code, verifies once and closes the window', async () => {
    const opener = await openPage('/');
    let authorizeUrl = '';
    await chrome.browser.route('https://discord.com/oauth2/authorize**', async (route) => {
      authorizeUrl = route.request().url();
      await route.fulfill({ status: 302, headers: { Location: `${product.baseUrl}/user-verify?code=good` } });
    });
    const [popup] = await Promise.all([
      chrome.browser.waitForEvent('page'),
      opener.evaluate((url) => window.open(url, '_blank'), `${product.baseUrl}/user-verify?guild=${GUILD}`),
    ]);
    await popup.getByText(verifyTexts.redirecting).waitFor();
    await popup.getByText(verifyTexts.success).waitFor();
    await popup.getByRole('link', { name: verifyTexts.successLink }).waitFor();
    const query = Object.fromEntries(new URL(authorizeUrl).searchParams);
    expect(query).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${product.baseUrl}/user-verify`,
      response_type: 'code',
      scope: 'identify guilds.join email',
    });
    await popup.waitForEvent('close', { timeout: 10_000 });
    expect(verifyCalls()).toEqual([{ code: 'good', guildId: GUILD }]);
    await chrome.browser.unroute('https://discord.com/oauth2/authorize**');
    await opener.close();
  });

  it.each([
    ['rejected', 'Verification failed: Invalid OAuth code'],
    ['garbled', verifyTexts.invalidResponse],
    ['crash', 'Verification failed: The verification service failed to answer (status 500).'],
    ['unreachable', verifyTexts.networkTitle],
  ])('explains a %s reply and offers Try Again', async (code, text) => {
    const page = await openPage(`/user-verify?code=${code}&guild=${GUILD}`);
    const alert = page.getByRole('alert');
    await alert.getByText(text).waitFor();
    await page.getByRole('button', { name: verifyTexts.tryAgain }).waitFor();
    expect(verifyCalls()).toEqual([{ code, guildId: GUILD }]);
    await page.close();
  });

  it('explains plainly when the browser cannot reach the site', async () => {
    const page = await chrome.browser.newPage();
    await page.route('**/api/verify', (route) => route.abort('internetdisconnected'));
    await page.goto(`${product.baseUrl}/user-verify?code=good&guild=${GUILD}`);
    await page.getByText(verifyTexts.networkHelp).waitFor();
    expect(verifyCalls()).toEqual([]);
    await page.close();
  });

  it('asks to start again from Discord without verification data', async () => {
    const page = await openPage('/user-verify');
    await page.getByText(verifyTexts.missingData).waitFor();
    expect(await page.getByRole('button', { name: verifyTexts.tryAgain }).count()).toBe(0);
    await page.close();
  });
});

describe('transcript viewer', () => {
  const link = (path: string) => `${upstream.baseUrl}${path}`;

  it('opens ?content= through the worker, searches it and downloads it', async () => {
    const path = transcriptPath();
    const page = await openPage(`/transcribe/?content=${encodeURIComponent(link(path))}`);
    await page.getByRole('heading', { name: transcriptTexts.info.title }).waitFor();
    await page.locator('#message-3').getByText('Fixed, thanks for waiting.').waitFor();
    expect(await page.getByRole('link', { name: transcriptTexts.source }).getAttribute('href')).toBe(
      link(path),
    );

    const search = page.getByRole('searchbox', { name: transcriptTexts.searchLabel });
    await search.fill('rules');
    await page.getByText(transcriptTexts.matchPosition(1, 2)).waitFor();
    expect(await page.locator('#message-1').getAttribute('aria-current')).toBe('true');
    await search.press('Enter');
    await page.getByText(transcriptTexts.matchPosition(2, 2)).waitFor();
    expect(await page.locator('#message-2').getAttribute('aria-current')).toBe('true');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: transcriptTexts.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transcript-\d+\.txt$/);
    expect(await readFile((await download.path()) as string, 'utf8')).toBe(TRANSCRIPT);

    await page.close();
  });

  it('opens a #message-N link at that message, fetching the file once and then from the edge cache', async () => {
    const path = transcriptPath();
    for (const n of [2, 3]) {
      const page = await openPage(`/transcribe/?content=${encodeURIComponent(link(path))}#message-${n}`);
      await page.locator(`#message-${n}[aria-current="true"]`).waitFor();
      await page.close();
    }
    const fetched = upstream.received.filter((request) => request.url === path);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a link to another host without fetching it', async () => {
    const page = await openPage(`/transcribe/?content=${encodeURIComponent('https://evil.example/t.txt')}`);
    await page
      .getByRole('alert')
      .getByText(/^Error loading transcript: Only transcript files on Discord/)
      .waitFor();
    expect(upstream.received).toEqual([]);
    await page.close();
  });
});

describe('demo mode (npm start)', () => {
  it('offers the sample transcripts and opens one without leaving the machine', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${inject('baseUrl')}/transcribe/`);
    await page.getByRole('heading', { name: transcriptTexts.emptyTitle }).waitFor();
    await page.getByRole('link', { name: 'ticket #0042' }).click();
    await page.getByRole('heading', { name: transcriptTexts.info.title }).waitFor();
    await page.locator('#message-1').getByText('Support Ticket #0042').waitFor();
    await page.close();
  });
});
