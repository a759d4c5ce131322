// Browser check of every route under the strict CSP: no `securitypolicyviolation` and no console error, public or signed in.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { PUBLIC_PATHS, paths, SERVER_TOOLS } from '#shared/site-routes';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER_ID = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** Pages a visitor reaches without signing in. */
const VISITOR_PATHS = [
  ...Object.values(PUBLIC_PATHS),
  paths.settings,
  paths.premiumRenew,
  paths.login,
  `${paths.transcribe}?content=${encodeURIComponent(DEMO_TRANSCRIPT_URLS.ticket)}`,
];
/**
 * Pages of the signed-in dashboard (each loads and parses replies with the shared zod schemas):
 * the list, the profile, a server's overview and every page under it (SERVER_TOOLS).
 */
const DASHBOARD_PATHS = [
  paths.dashboard,
  `${paths.dashboard}/profile`,
  `${paths.dashboard}/${SERVER_ID}`,
  ...SERVER_TOOLS.map((tool) => paths.serverTool(SERVER_ID, tool)),
];

/** Starts recording CSP violations (in the page, from its first script) and console errors on `page`. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // this machine is offline: images on Discord's CDN (demo avatars) cannot load, which is no fault of the page
    const { url } = message.location();
    if (message.text().startsWith('Failed to load resource') && !url.startsWith(baseUrl)) return;
    problems.push(`console: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `CSP ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(report);
    });
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

describe('under the strict CSP', () => {
  it.each(VISITOR_PATHS)('%s loads with no CSP violation and no console error', async (path) => {
    const page = await chrome().browser.newPage();
    const problems = await watch(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('an unknown page answers 404 with no CSP violation and no console error but that status', async () => {
    const page = await chrome().browser.newPage();
    const problems = await watch(page);
    const reply = await page.goto(`${baseUrl}/no-such-page`, { waitUntil: 'networkidle' });
    expect(reply?.status()).toBe(404);
    expect(await problems()).toEqual([
      `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${baseUrl}/no-such-page)`,
    ]);
    await page.close();
  });

  it.each(DASHBOARD_PATHS)(
    '%s, signed in, loads with no CSP violation and no console error',
    async (path) => {
      const page = await chrome().browser.newPage();
      await signInAsDemo(page, baseUrl);
      const problems = await watch(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('main').first().waitFor();
      expect(await problems()).toEqual([]);
      await page.close();
    },
  );
});
