// Shared set-up of browser tests against the demo bot API: one browser per file, a reset before each test, demo sign-in and the request log.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_VISITOR_COOKIE } from '#shared/constants/demo-visitor';
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
 * The demo visitor the browser tests are: every demo browser carries its cookie (installDemoBrowser)
 * and the helpers below send it, so they read and change the browser's own demo.
 */
const E2E_VISITOR = 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0';
/** The Cookie header of a request made as E2E_VISITOR. */
const asVisitor = { Cookie: `${DEMO_VISITOR_COOKIE}=${E2E_VISITOR}` };
/** The session cookies (not the demo visitor's), for tests that sign out by clearing cookies. */
export const SESSION_COOKIE_NAMES = /^(__Host-warden_session|warden_signed_in|__Host-warden_login)$/;

/** Makes `context` the demo visitor E2E_VISITOR, as its demo cookie would after a first visit. */
async function joinAsVisitor(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([
    {
      name: DEMO_VISITOR_COOKIE,
      value: E2E_VISITOR,
      // domain and path, not url: Chromium refuses a __Host- cookie given by url
      domain: new URL(baseUrl).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Puts the demo data back to its seed and clears the request log.
 * @throws Error when the demo API refuses (e.g. the server is not in demo mode).
 */
export async function resetDemo(baseUrl: string): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/demo/reset`, { method: 'POST', headers: asVisitor });
  if (!reply.ok) throw new Error(`demo reset failed: HTTP ${reply.status}`);
}

/**
 * Has the demo's sample co-admin (mia.mod) save a new welcome message on the test visitor's demo,
 * recorded in the change history, as another admin's save in between.
 * @throws Error when the demo API refuses (no change history, or not in demo mode).
 */
export async function demoCoAdminEdit(baseUrl: string): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/demo/co-admin-edit`, { method: 'POST', headers: asVisitor });
  if (!reply.ok) throw new Error(`demo co-admin edit failed: HTTP ${reply.status}`);
}

/** Every call the demo bot API received from the test browsers since the last reset, oldest first. */
export async function demoRequests(baseUrl: string): Promise<DemoCall[]> {
  const reply = await fetch(`${baseUrl}/api/demo/requests`, { headers: asVisitor });
  return ((await reply.json()) as { requests: DemoCall[] }).requests;
}

/** The calls the demo bot API received with this method and path, oldest first. */
export async function demoCalls(baseUrl: string, method: string, path: string): Promise<DemoCall[]> {
  const requests = await demoRequests(baseUrl);
  return requests.filter((call) => call.method === method && call.path === path);
}

/**
 * Launches one browser for the calling file or describe block (closed after its tests, with
 * `permissions` granted on `baseUrl`, speaking `locale` when given) and resets the demo before each
 * test. Returns the browser, available once the tests run.
 */
export function installDemoBrowser(
  baseUrl: string,
  permissions: string[] = [],
  locale?: string,
): () => TestBrowser {
  let chrome: TestBrowser | undefined;
  beforeAll(async () => {
    chrome = await launchBrowser(locale ? { locale } : {});
    await joinAsVisitor(chrome.browser, baseUrl);
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
    headers: { 'Content-Type': 'application/json', ...asVisitor },
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
