// Browser tests of sign-in, the server list, a server's dashboard, prefix editing, profile, roles, logout and failures.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, failNextDemoCalls, installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER_ID = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl, ['clipboard-read', 'clipboard-write']);

const failNext = (pathPrefix: string, times: number) => failNextDemoCalls(baseUrl, pathPrefix, times);

/** Signs in as the demo admin, opens the server list and waits for it. */
async function signedInPage(): Promise<Page> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await page.goto(`${baseUrl}/dashboard`);
  // the app's own list: the shell's copy of the cards shows first
  await page.locator('#root').getByRole('heading', { name: 'Warden HQ' }).waitFor();
  return page;
}

describe('signing in and the server list', () => {
  it('logs in with Discord and lists the servers with their badges', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Login with Discord' }).click();
    await page
      .getByText('Token valid')
      .or(page.getByRole('heading', { name: 'Your Servers' }))
      .first()
      .waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    const names = await page.locator('.dash-server__name').allTextContents();
    expect(names).toEqual(['Warden HQ', 'Pixel Plaza', 'Quiet Corner']);
    expect(await page.locator('.dash-server').nth(0).getByText('Owner').count()).toBe(1);
    expect(await page.locator('.dash-server').nth(1).getByText('Premium').count()).toBe(1);
    expect(await page.getByText('v2.4.1').count()).toBe(1);
    await page.close();
  });

  it('opens a server from Manage in a new tab', async () => {
    const page = await signedInPage();
    const [tab] = await Promise.all([
      chrome().browser.waitForEvent('page'),
      page.getByRole('link', { name: 'Manage Warden HQ' }).click(),
    ]);
    await tab.waitForURL(`${baseUrl}/dashboard/${SERVER_ID}`);
    await tab.getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    await tab.getByText('Server Configuration').waitFor();
    expect(await tab.locator('.dash-stat__value').allTextContents()).toEqual(['1,234', '6', '9', 'Level 1']);
    expect(await tab.getByText('420 days').count()).toBe(1);
    await tab.close();
    await page.close();
  });

  it('opens the sidebar from the menu button on a phone-sized screen', async () => {
    const page = await signedInPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const profileLink = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' });
    await profileLink.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await profileLink.waitFor({ state: 'visible' });
    await profileLink.click();
    await page.waitForURL(`${baseUrl}/dashboard/profile`);
    await profileLink.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('the server dashboard', () => {
  it('edits the prefix: too long, unchanged, Escape, then Enter saves', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}`);
    const panel = page.getByRole('region', { name: 'Server Configuration' });
    await panel.getByRole('button', { name: 'Edit prefix' }).click();
    const input = panel.getByRole('textbox', { name: 'Command prefix' });
    expect(await input.inputValue()).toBe('.');
    const save = panel.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await input.fill('abcdefghijk');
    await panel.getByText('The prefix can be at most 10 characters.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('abcdefghijk');

    await input.fill(' . ');
    expect(await save.isDisabled()).toBe(true);
    await input.press('Enter');
    await input.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'Edit prefix' }).click();
    await input.fill('$$');
    await input.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(await panel.locator('.dash-prefix__value').textContent()).toBe('.');
    expect(await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER_ID}/prefix`)).toEqual([]);

    await panel.getByRole('button', { name: 'Edit prefix' }).click();
    await input.fill('  !  ');
    await input.press('Enter');
    await panel.getByText('Updated!').waitFor();
    expect(await panel.locator('.dash-prefix__value').textContent()).toBe('!');
    expect(
      (await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER_ID}/prefix`)).map((call) => call.body),
    ).toEqual([{ prefix: '!' }]);
    await page.reload();
    await panel.getByRole('button', { name: 'Edit prefix' }).waitFor();
    expect(await panel.locator('.dash-prefix__value').textContent()).toBe('!');
    await page.close();
  });

  it('has real analytics, logs and commands pages', async () => {
    const page = await signedInPage();
    for (const [section, soon] of [
      ['analytics', 'Activity analytics are coming soon'],
      ['logs', 'Dashboard activity'],
      ['commands', 'Per-server command settings are coming soon'],
    ] as const) {
      const reply = await page.goto(`${baseUrl}/dashboard/${SERVER_ID}/${section}`);
      expect(reply?.status()).toBe(200);
      await page.getByRole('heading', { name: soon }).waitFor();
    }
    await page.close();
  });

  it("says 'Forbidden' for a server the user does not administer", async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/1100000000000000009`);
    await page
      .locator('main')
      .getByText("Forbidden: You don't have admin permissions for this server.")
      .waitFor();
    await page.close();
  });
});

describe('profile, roles and logout', () => {
  it('opens the profile from the header and copies the user id', async () => {
    const page = await signedInPage();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /ava\.demo/ })
      .click();
    await page.waitForURL(`${baseUrl}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'ava.demo#0420' }).waitFor();
    expect(await page.locator('.dash-achievement__name').allTextContents()).toEqual([
      'Bot Owner',
      'Developer',
      'Partner',
      'Beta Tester',
    ]);
    await page.getByText('Premium Active').waitFor();
    await page.getByRole('button', { name: 'Copy user ID' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('712345678901234567');
    await page.getByText('Copied!').waitFor({ state: 'detached', timeout: 4000 });
    await page.close();
  });

  it('assigns and clears a configurable role', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}/role-config`);
    const select = page.getByRole('combobox', { name: 'Assigned role: VIP' });
    const vipRoleId = await select.locator('option', { hasText: 'VIP' }).getAttribute('value');
    expect(vipRoleId).toMatch(/^\d{17,20}$/);
    await select.selectOption({ label: 'VIP' });
    await page.locator('main').getByText('Successfully updated VIP').waitFor();
    await page.reload();
    expect(await select.inputValue()).toBe(vipRoleId);
    await select.selectOption({ label: 'No role assigned' });
    await page.locator('main').getByText('Successfully updated VIP').waitFor();
    expect(
      (await demoCalls(baseUrl, 'PATCH', `/bot/server/${SERVER_ID}/configurableRoles`)).map(
        (call) => call.body,
      ),
    ).toEqual([
      { roleName: 'vip', roleId: vipRoleId },
      { roleName: 'vip', roleId: null },
    ]);
    await page.close();
  });

  it('logs out to /login and forgets the session', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Login with Discord' }).waitFor();
    const names = (await page.context().cookies(baseUrl)).map((cookie) => cookie.name);
    expect(names).not.toContain('__Host-warden_session');
    expect(names).not.toContain('warden_signed_in');
    expect(await demoCalls(baseUrl, 'POST', '/auth/logout')).toHaveLength(1);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.close();
  });
});

describe('when the bot API fails', () => {
  it('retries the server list with "Retrying... (n/3)", shows the Connection Issue, and Retry recovers', async () => {
    const page = await signedInPage();
    await failNext('/auth/servers', 3);
    await page.reload();
    await page.locator('main').getByText('Retrying... (2/3)').waitFor();
    await page.locator('main').getByText('Retrying... (3/3)').waitFor();
    const banner = page.getByRole('region', { name: 'Connection Issue' });
    await banner.getByRole('heading', { name: 'Connection Issue' }).waitFor({ timeout: 10_000 });
    await banner.getByText('Server responded with status: 502').waitFor();
    expect(await demoCalls(baseUrl, 'GET', '/auth/servers')).toHaveLength(4);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    await page.close();
  });

  it('shows the yellow banner over the server data when a refresh fails', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}`);
    // the app's own heading: the shell's copy (locked Refresh) shows first
    await page.locator('#root').getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    await failNext(`/bot/server/${SERVER_ID}`, 3);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('main').getByText('Retrying... (2/3)').waitFor();
    await page.locator('main').getByText('Retrying... (3/3)').waitFor();
    const banner = page.locator('.dash-issue--stale');
    await banner.getByText('Connection Issue').waitFor({ timeout: 10_000 });
    await banner.getByText('Server responded with status: 502').waitFor();
    expect(await page.getByRole('region', { name: 'Server Configuration' }).isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the profile demo data with the API Connection Issue banner once 3 attempts failed', async () => {
    const page = await signedInPage();
    await failNext('/auth/servers', 3);
    await page.goto(`${baseUrl}/dashboard/profile`);
    const banner = page.getByRole('region', { name: 'API Connection Issue' });
    await banner.getByRole('heading', { name: 'API Connection Issue' }).waitFor();
    await banner.getByText('Failed to fetch user data').waitFor();
    await banner.getByText('Showing demo data for preview.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Demo User#0001' }).waitFor();
    await page.close();
  });

  it('falls back to the demo roles on the role page', async () => {
    const page = await signedInPage();
    await failNext(`/dashboard/embed/resources/${SERVER_ID}`, 1);
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}/role-config`);
    await page.locator('main').getByText('Failed to load configuration data').waitFor();
    const select = page.getByRole('combobox', { name: 'Assigned role: Owner' });
    expect(await select.isDisabled()).toBe(true);
    expect(await select.locator('option').allTextContents()).toContain('Member');
    await page.close();
  });
});
