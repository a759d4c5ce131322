// Browser tests counting the calls the demo bot API receives: one read per page view, no refetch within 30 s, saves shown everywhere.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type DemoCall, demoRequests, installDemoBrowser, resetDemo, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** Every call the demo bot API received since the last reset. */
function received(): Promise<DemoCall[]> {
  return demoRequests(baseUrl);
}

/** How many times each GET path was read, e.g. `{ 'GET /bot/server/1': 1 }`. */
async function readCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const call of await received()) {
    if (call.method !== 'GET') continue;
    const key = `GET ${call.path}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The reads made more than once. */
async function repeatedReads(): Promise<[string, number][]> {
  return Object.entries(await readCounts()).filter(([, count]) => count > 1);
}

/** A signed-in page with an empty call log. */
async function signedInPage(): Promise<Page> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await resetDemo(baseUrl);
  return page;
}

/** Follows a sidebar link (a client-side navigation, no reload) and waits for the page's reads to settle. */
async function viaSidebar(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
  await page.waitForLoadState('networkidle');
}

describe('reads', () => {
  it.each([
    ['/dashboard', 'heading', 'Warden HQ'],
    ['/dashboard/profile', 'heading', 'Achievement Badges'],
    [`/dashboard/${SERVER}`, 'heading', 'Server Configuration'],
    [`/dashboard/${SERVER}/analytics`, 'heading', 'Analytics'],
    [`/dashboard/${SERVER}/auto-responder`, 'heading', 'Autoresponders (1/3)'],
    [`/dashboard/${SERVER}/embed-generator`, 'heading', 'Embed Generator'],
    [`/dashboard/${SERVER}/reaction-role`, 'heading', 'Reaction Roles'],
    [`/dashboard/${SERVER}/welcome-config`, 'heading', 'Welcome Dashboard'],
    [`/dashboard/${SERVER}/role-config`, 'heading', 'Role Configuration'],
  ] as const)('one view of %s reads each upstream path at most once', async (path, role, name) => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole(role, { name }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(Object.keys(await readCounts()).length).toBeGreaterThan(0);
    expect(await repeatedReads()).toEqual([]);
    await page.close();
  });

  it('moving between the tool pages of one server, and back, refetches nothing', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    await page
      .getByRole('combobox', { name: /channel/i })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    for (const name of [
      'Reaction Role',
      'Embed Generator',
      'Auto Responder',
      'Server Settings',
      'Welcomer',
      'Role Setup',
      'Reaction Role',
      'Auto Responder',
      'Embed Generator',
      'Welcomer',
    ]) {
      await viaSidebar(page, name);
    }
    const counts = await readCounts();
    expect(counts[`GET /dashboard/embed/channels/${SERVER}`]).toBe(1);
    expect(counts[`GET /dashboard/embed/resources/${SERVER}`]).toBe(1);
    expect(counts[`GET /bot/server/${SERVER}`]).toBe(1);
    expect(await repeatedReads()).toEqual([]);
    await page.close();
  });
});

describe('saves', () => {
  it('a new prefix shows on the autoresponder page without a reload or a new read', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER}`);
    const panel = page.getByRole('region', { name: 'Server Configuration' });
    await panel.getByRole('button', { name: 'Edit prefix' }).click();
    await panel.getByRole('textbox', { name: 'Command prefix' }).fill('?');
    await page.keyboard.press('Enter');
    await panel.getByText('Updated!').waitFor();
    await viaSidebar(page, 'Auto Responder');
    const info = page.getByRole('region', { name: 'Server Info' });
    await info.getByText('Warden HQ').waitFor();
    expect(await info.locator('code').textContent()).toBe('?');
    expect((await readCounts())[`GET /bot/server/${SERVER}`]).toBe(1);
    await page.close();
  });

  it('a role assignment and a welcome config are shown when their pages are opened again', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER}/role-config`);
    const vip = page.getByRole('combobox', { name: 'Assigned role: VIP' });
    await vip.selectOption({ label: 'VIP' });
    await page.locator('main').getByText('Successfully updated VIP').waitFor();
    const vipId = await vip.inputValue();

    await viaSidebar(page, 'Welcomer');
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    await page.getByRole('switch', { name: 'Enable welcome messages' }).check();
    const [channelId] = await page.getByLabel('Welcome channel').selectOption({ label: '#general' });
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByRole('main').getByText('Configuration saved successfully').waitFor();

    await viaSidebar(page, 'Role Setup');
    expect(await page.getByRole('combobox', { name: 'Assigned role: VIP' }).inputValue()).toBe(vipId);
    await viaSidebar(page, 'Welcomer');
    expect(await page.getByLabel('Welcome channel').inputValue()).toBe(channelId);
    const counts = await readCounts();
    expect(counts[`GET /bot/server/${SERVER}/configurableRoles`]).toBe(1);
    expect(counts[`GET /welcomer/${SERVER}`]).toBe(1);
    await page.close();
  });
});
