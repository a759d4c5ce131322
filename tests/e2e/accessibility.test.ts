// Browser test: axe-core finds no serious or critical violation on any route, at desktop and phone widths, in demo mode.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { PENDING_VERIFY_STATE_KEY } from '#shared/constants/storage';
import { transcriptTexts } from '#web/features/transcripts/texts';
import { verifyTexts } from '#web/features/verification/texts';
import { seriousAxeViolations } from './support/axe';
import { installDemoBrowser, SESSION_COOKIE_NAMES, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** A route to check: its address, whether it needs the demo sign-in, and what shows once its data is in. */
interface RouteCase {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Holds the page's long timers, for states that move on by themselves (a redirect, a window close). */
  freezeTimers?: boolean;
  /** Session storage set before the page's scripts run (verification's pending OAuth state). */
  session?: Record<string, string>;
  ready: (page: Page) => Pick<Locator, 'waitFor'>;
}

/** Waits until the channel list has loaded: its option exists (options of a closed select are never visible). */
const option = (name: string) => (page: Page) => ({
  waitFor: () => page.getByRole('option', { name }).waitFor({ state: 'attached' }),
});

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).first();
const text = (value: string) => (page: Page) => page.getByText(value, { exact: true }).first();
const tool = (slug: string) => `/dashboard/${SERVER}/${slug}`;
/** The OAuth state a verification trip stored before leaving for Discord. */
const OAUTH_STATE = 'axe0state0000001';

const ROUTES: RouteCase[] = [
  { name: 'home', path: '/', ready: heading('Warden') },
  { name: 'commands', path: '/commands', ready: heading('Command Center') },
  { name: 'features', path: '/features', ready: heading('Features') },
  { name: 'premium', path: '/premium', ready: heading('Premium') },
  { name: 'team', path: '/team', ready: heading('Our Core Team') },
  { name: 'developers', path: '/developers', ready: heading('Meet the Developers') },
  { name: 'contact', path: '/contact', ready: heading('Contact Us') },
  { name: 'terms', path: '/terms', ready: heading('Terms & Conditions') },
  { name: 'privacy', path: '/privacy', ready: heading('Privacy Policy') },
  { name: 'guidelines', path: '/guidelines', ready: heading('Community Guidelines') },
  { name: 'settings (coming soon)', path: '/settings', ready: heading('Coming Soon') },
  { name: 'premium renew (coming soon)', path: '/premium/renew', ready: heading('Coming Soon') },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('link', { name: 'Login with Discord' }) },
  {
    name: 'login callback, token valid',
    path: '/api/auth/discord',
    freezeTimers: true,
    ready: (page) => page.getByText('Token valid'),
  },
  { name: 'login callback, token invalid', path: '/auth-landing?token=bogus', ready: text('Token invalid') },
  {
    name: 'login callback, no token',
    path: '/auth-landing',
    ready: (page) => page.getByRole('link', { name: 'Back to login' }),
  },
  { name: 'server list', path: '/dashboard', signedIn: true, ready: heading('Warden HQ') },
  {
    name: 'profile',
    path: '/dashboard/profile',
    signedIn: true,
    ready: (page) => page.getByText('Premium Active'),
  },
  { name: 'server overview', path: `/dashboard/${SERVER}`, signedIn: true, ready: text('420 days') },
  {
    name: 'autoresponders',
    path: tool('auto-responder'),
    signedIn: true,
    ready: heading('Autoresponders (1/3)'),
  },
  {
    name: 'embed sender',
    path: tool('embed-generator'),
    signedIn: true,
    ready: option('#announcements'),
  },
  {
    name: 'reaction roles',
    path: tool('reaction-role'),
    signedIn: true,
    ready: option('#announcements'),
  },
  {
    name: 'welcome configuration',
    path: tool('welcome-config'),
    signedIn: true,
    ready: option('#general'),
  },
  {
    name: 'role setup',
    path: tool('role-config'),
    signedIn: true,
    ready: (page) => page.getByRole('combobox', { name: 'Assigned role: VIP' }),
  },
  {
    name: 'analytics',
    path: tool('analytics'),
    signedIn: true,
    ready: heading('Activity analytics are coming soon'),
  },
  { name: 'logs', path: tool('logs'), signedIn: true, ready: heading('Dashboard activity') },
  {
    name: 'server commands',
    path: tool('commands'),
    signedIn: true,
    ready: heading('Per-server command settings are coming soon'),
  },
  { name: 'transcript viewer, empty', path: '/transcribe/', ready: heading(transcriptTexts.emptyTitle) },
  {
    name: 'transcript viewer with a transcript',
    path: `/transcribe/?content=${encodeURIComponent(DEMO_TRANSCRIPT_URLS.ticket)}`,
    ready: heading(transcriptTexts.info.title),
  },
  {
    name: 'verification, redirecting',
    path: `/user-verify?guild=${SERVER}`,
    freezeTimers: true,
    ready: text(verifyTexts.redirecting),
  },
  {
    name: 'verification, success',
    path: `/user-verify?guild=${SERVER}&code=demo-oauth-code&state=${OAUTH_STATE}`,
    session: { [PENDING_VERIFY_STATE_KEY]: OAUTH_STATE },
    freezeTimers: true,
    ready: text(verifyTexts.success),
  },
  {
    name: 'verification, failed',
    path: `/user-verify?guild=${SERVER}&code=invalid&state=${OAUTH_STATE}`,
    session: { [PENDING_VERIFY_STATE_KEY]: OAUTH_STATE },
    ready: (page) => page.getByRole('button', { name: verifyTexts.tryAgain }),
  },
  {
    name: 'verification, not started in this browser',
    path: `/user-verify?guild=${SERVER}&code=demo-oauth-code&state=${OAUTH_STATE}`,
    ready: text(verifyTexts.startAgain),
  },
  {
    name: 'verification, cancelled at Discord',
    path: '/user-verify?error=access_denied',
    ready: text(verifyTexts.failed(verifyTexts.cancelled)),
  },
  { name: 'verification, missing data', path: '/user-verify', ready: text(verifyTexts.missingData) },
  { name: 'verification success page', path: '/success', ready: (page) => page.locator('h1') },
  { name: '404', path: '/no/such/page', ready: heading('404') },
];

/**
 * Runs in the page before its scripts: timers of 500 ms or more never fire, so a state that
 * moves on by itself (the callback's redirect, verification's redirect and window close) stays.
 * (Playwright's clock would freeze every page of the shared browser, not just this one.)
 */
function holdLongTimers() {
  const original = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
    (delay ?? 0) >= 500 ? 0 : original(handler, delay, ...rest)) as typeof window.setTimeout;
}

/** Runs in the page before its scripts: puts `entries` into session storage. */
function storeInSession(entries: Record<string, string>) {
  if (location.protocol === 'about:') return;
  for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
}

/** Forgets any earlier test's demo session (cookies and stored token), so /login shows its card. */
async function signedOut(page: Page): Promise<void> {
  await page.context().clearCookies({ name: SESSION_COOKIE_NAMES });
  await page.addInitScript(() => {
    try {
      localStorage.clear();
    } catch {
      // about:blank has no storage.
    }
  });
}

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 360, height: 740 },
] as const;

describe.each(VIEWPORTS)('axe-core at $label width', ({ width, height }) => {
  it.each(ROUTES)('finds no serious or critical violation on $name', async (route) => {
    const page = await chrome().browser.newPage();
    try {
      await page.setViewportSize({ width, height });
      if (route.signedIn) await signInAsDemo(page, baseUrl);
      else await signedOut(page);
      if (route.freezeTimers) await page.addInitScript(holdLongTimers);
      if (route.session) await page.addInitScript(storeInSession, route.session);
      await page.goto(`${baseUrl}${route.path}`);
      await route.ready(page).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
