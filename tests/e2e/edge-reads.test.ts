// Browser tests of reads started at the edge: a dashboard page's data is requested once, and a failing or slow edge read falls back to the client's retries.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EDGE_READS_ELEMENT_ID, EDGE_READS_WAIT_MS } from '#shared/constants/edge-reads';
import { demoCalls, failNextDemoCalls, installDemoBrowser, resetDemo, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** A signed-in page that records the paths of the /api calls it makes, with an empty demo call log. */
async function signedInPage(): Promise<{ page: Page; apiCalls: string[] }> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await resetDemo(baseUrl);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  return { page, apiCalls };
}

/** The edge reads block of the open page, parsed. */
async function edgeBlock(page: Page): Promise<Record<string, { status: number }>> {
  return JSON.parse((await page.locator(`#${EDGE_READS_ELEMENT_ID}`).textContent()) ?? '');
}

describe('data started at the edge', () => {
  it.each([
    ['/dashboard', 'heading', 'Warden HQ', ['/auth/me', '/auth/servers']],
    [`/dashboard/${SERVER}`, 'heading', 'Warden HQ', ['/auth/me', `/bot/server/${SERVER}`]],
    [
      `/dashboard/${SERVER}/embed-generator`,
      'button',
      'Send Embed',
      ['/auth/me', `/bot/server/${SERVER}`, `/dashboard/embed/channels/${SERVER}`],
    ],
    [
      `/dashboard/${SERVER}/welcome-config`,
      'button',
      'Save Configuration',
      ['/auth/me', `/bot/server/${SERVER}`, `/welcomer/${SERVER}`, `/dashboard/embed/channels/${SERVER}`],
    ],
    [
      `/dashboard/${SERVER}/role-config`,
      'button',
      'Refresh Configuration',
      [
        '/auth/me',
        `/bot/server/${SERVER}`,
        '/auth/servers',
        `/bot/server/${SERVER}/configurableRoles`,
        `/dashboard/embed/resources/${SERVER}`,
      ],
    ],
  ] as const)(
    '%s shows its data read once, by the Worker, and the page asks the API for none of it',
    async (path, role, name, reads) => {
      const { page, apiCalls } = await signedInPage();
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole(role, { name, exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(Object.keys(await edgeBlock(page)).sort()).toEqual([...reads].sort());
      for (const read of reads) {
        expect(await demoCalls(baseUrl, 'GET', read), read).toHaveLength(1);
        expect(apiCalls).not.toContain(`GET /api${read}`);
      }
      await page.close();
    },
  );

  it("a failing edge read counts as the first attempt: the page shows 'Retrying... (n/3)' and the Connection Issue", async () => {
    const { page, apiCalls } = await signedInPage();
    await failNextDemoCalls(baseUrl, `/bot/server/${SERVER}`, 3);
    await page.goto(`${baseUrl}/dashboard/${SERVER}`);
    expect(await edgeBlock(page)).toMatchObject({ [`/bot/server/${SERVER}`]: { status: 502 } });
    await page.locator('main').getByText('Retrying... (2/3)').waitFor();
    await page.locator('main').getByText('Retrying... (3/3)').waitFor();
    await page.locator('main').getByText('Connection Issue').waitFor();
    expect(apiCalls.filter((call) => call === `GET /api/bot/server/${SERVER}`)).toHaveLength(2);
    expect(await demoCalls(baseUrl, 'GET', `/bot/server/${SERVER}`)).toHaveLength(3);
    await page.close();
  });

  it("a failing channel read is the list's one attempt: 'Failed to load channels' and the sample channels, then Retry reads them", async () => {
    const { page, apiCalls } = await signedInPage();
    const channels = `/dashboard/embed/channels/${SERVER}`;
    await failNextDemoCalls(baseUrl, channels, 1);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    expect(await edgeBlock(page)).toMatchObject({ [channels]: { status: 502 } });
    await page.locator('main').getByText('Failed to load channels').waitFor();
    const options = () => page.getByLabel('Channel').locator('option').allTextContents();
    expect(await options()).toEqual(['Select a channel', '#general', '#announcements', '#welcome']);
    expect(apiCalls).not.toContain(`GET /api${channels}`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' });
    expect(await options()).toEqual(['Select a channel', '#welcome', '#general', '#announcements', '#roles']);
    expect(apiCalls.filter((call) => call === `GET /api${channels}`)).toHaveLength(1);
    await page.close();
  });

  it('a slow channel read is left out: the page reads the channels itself, once', async () => {
    const { page, apiCalls } = await signedInPage();
    const channels = `/dashboard/embed/channels/${SERVER}`;
    await failNextDemoCalls(baseUrl, channels, 1, 500, EDGE_READS_WAIT_MS + 1000);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    expect(Object.keys(await edgeBlock(page))).not.toContain(channels);
    await page.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' });
    expect(apiCalls.filter((call) => call === `GET /api${channels}`)).toHaveLength(1);
    expect(await page.locator('main').getByText('Failed to load channels').count()).toBe(0);
    await page.close();
  });

  it('a slow edge read is left out: the page reads it itself, with its retries', async () => {
    const { page, apiCalls } = await signedInPage();
    await failNextDemoCalls(baseUrl, '/auth/servers', 1, 500, EDGE_READS_WAIT_MS + 1000);
    await failNextDemoCalls(baseUrl, '/auth/servers', 1);
    await page.goto(`${baseUrl}/dashboard`);
    expect(Object.keys(await edgeBlock(page))).toEqual(['/auth/me']);
    await page.locator('main').getByText('Retrying... (2/3)').waitFor();
    await page.getByRole('heading', { name: 'Warden HQ' }).first().waitFor();
    expect(apiCalls.filter((call) => call === 'GET /api/auth/servers')).toHaveLength(2);
    expect(apiCalls).not.toContain('GET /api/auth/me');
    await page.close();
  });
});
