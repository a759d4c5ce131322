// Shared set-up of browser tests against the demo bot API: one browser per file, a reset before each test, demo sign-in and the request log.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';
import { recordAnnouncements } from './live-region';

/** The token the demo login hands out (DEMO_TOKEN of worker/demo/seed.ts, which this project cannot import). */
export const DEMO_TOKEN = 'demo-session-token';

/** A call the demo bot API received, as GET /api/demo/requests lists it. */
export interface DemoCall {
  service?: string;
  method: string;
  path: string;
  body: unknown;
}

/**
 * Puts the demo data back to its seed and clears the request log.
 * @throws Error when the demo API refuses (e.g. the server is not in demo mode).
 */
export async function resetDemo(baseUrl: string): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/demo/reset`, { method: 'POST' });
  if (!reply.ok) throw new Error(`demo reset failed: HTTP ${reply.status}`);
}

/** The calls the demo bot API received with this method and path, oldest first. */
export async function demoCalls(baseUrl: string, method: string, path: string): Promise<DemoCall[]> {
  const reply = await fetch(`${baseUrl}/api/demo/requests`);
  const { requests } = (await reply.json()) as { requests: DemoCall[] };
  return requests.filter((call) => call.method === method && call.path === path);
}

/**
 * Launches one browser for the calling file (closed after its tests, with `permissions` granted on
 * `baseUrl`) and resets the demo before each test. Returns the browser, available once the file's tests run.
 */
export function installDemoBrowser(baseUrl: string, permissions: string[] = []): () => TestBrowser {
  let chrome: TestBrowser | undefined;
  beforeAll(async () => {
    chrome = await launchBrowser();
    if (permissions.length > 0) await chrome.browser.grantPermissions(permissions, { origin: baseUrl });
  });
  afterAll(async () => {
    await chrome?.close();
  });
  beforeEach(() => resetDemo(baseUrl));
  return () => {
    if (!chrome) throw new Error('the browser starts in beforeAll');
    return chrome;
  };
}

/**
 * Signs `page` in as the demo admin the way a user does, minus the page's own session check: the
 * browser context requests GET /api/auth/discord as a typed address would (login nonce cookie), follows the demo login to
 * /auth-landing?token=... (the Worker moves the token into the HttpOnly session cookie) and
 * stops there without running the page, so no demo call is made. Then `page` opens a public page.
 * @throws Error when the Worker did not set the session cookie.
 */
export async function signInAsDemo(page: Page, baseUrl: string): Promise<void> {
  const reply = await page.context().request.get(`${baseUrl}/api/auth/discord`, {
    headers: { 'Sec-Fetch-Site': 'none' },
  });
  const cookies = await page.context().cookies(baseUrl);
  if (!reply.ok() || !cookies.some((cookie) => cookie.name === '__Host-warden_session')) {
    throw new Error(`demo sign-in failed: HTTP ${reply.status()} at ${reply.url()}`);
  }
  await page.goto(`${baseUrl}/terms`);
}

/**
 * Makes the demo bot API fail the next `times` calls whose path starts with `pathPrefix` with
 * `status` (an upstream 5xx reaches the page as 502), each after `delayMs` (a slow upstream).
 * @throws Error when the demo API refuses.
 */
export async function failNextDemoCalls(
  baseUrl: string,
  pathPrefix: string,
  times: number,
  status = 500,
  delayMs = 0,
): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/demo/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, times, pathPrefix, delayMs }),
  });
  if (!reply.ok) throw new Error(`demo fail setup refused: HTTP ${reply.status}`);
}

/** A new page of `chrome` that records the live region's announcements, signed in as the demo admin and opened at `path`. */
export async function openSignedIn(chrome: TestBrowser, baseUrl: string, path: string): Promise<Page> {
  const page = await chrome.browser.newPage();
  await recordAnnouncements(page);
  await signInAsDemo(page, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  return page;
}
