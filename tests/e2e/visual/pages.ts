// The pages the screenshot comparison captures: every public page and every dashboard page, with what shows once each has loaded.
import type { Page } from 'playwright-core';
import { DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { PUBLIC_PATHS, paths, SERVER_TOOLS } from '#shared/site-routes';

/** A page to capture: a file-safe name, its address, whether it needs the demo sign-in, and its loaded state. */
export interface LookPage {
  name: string;
  path: string;
  signedIn?: boolean;
  ready: (page: Page) => Promise<unknown>;
}

/** The demo's first server. */
const SERVER = '1100000000000000001';

/**
 * Waits until nothing is loading: no request for 500 ms, fonts in, the demo notice drawn (it follows the
 * public config, which can answer after the page counts as idle), no busy region or skeleton in sight.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.demo-notice').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy="true"], [class*="skeleton"]')].every(
      (element) => !element.checkVisibility(),
    ),
  );
}

const heading = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { name }).first().waitFor();
  await settled(page);
};

/** Every public page (pre-rendered and SPA-only), then every dashboard page of the demo admin. */
export const LOOK_PAGES: LookPage[] = [
  ...Object.entries(PUBLIC_PATHS).map(([name, path]) => ({ name, path, ready: settled })),
  { name: 'settings', path: paths.settings, ready: heading('Coming Soon') },
  { name: 'premium-renew', path: paths.premiumRenew, ready: heading('Coming Soon') },
  { name: 'login', path: paths.login, ready: settled },
  { name: 'auth-landing', path: paths.authLanding, ready: settled },
  { name: 'success', path: paths.success, ready: settled },
  { name: 'user-verify', path: paths.userVerify, ready: settled },
  { name: 'transcribe-empty', path: paths.transcribe, ready: settled },
  {
    name: 'transcribe-ticket',
    path: `${paths.transcribe}?content=${encodeURIComponent(DEMO_TRANSCRIPT_URLS.ticket)}`,
    ready: settled,
  },
  { name: 'not-found', path: '/no/such/page', ready: heading('404') },
  { name: 'dashboard', path: paths.dashboard, signedIn: true, ready: heading('Warden HQ') },
  { name: 'profile', path: paths.profile, signedIn: true, ready: settled },
  { name: 'server', path: paths.server(SERVER), signedIn: true, ready: settled },
  ...SERVER_TOOLS.map((tool) => ({
    name: `tool-${tool}`,
    path: paths.serverTool(SERVER, tool),
    signedIn: true,
    ready: settled,
  })),
];
