// Browser tests of the Logs page (dashboard activity) against the demo: sample entries, diffs, restore, open in editor, a save recorded.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, demoCoAdminEdit, installDemoBrowser, openSignedIn } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** The timeline's entries' sentences, newest first. */
async function sentences(page: Page): Promise<string[]> {
  const timeline = page.getByRole('list', { name: 'Dashboard activity' });
  await timeline.waitFor();
  return timeline.locator('.history-entry__summary').allTextContents();
}

/** The timeline entry whose sentence is `text`. */
const entryOf = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ has: page.locator('.history-entry__summary', { hasText: text }) });

describe('the Logs page', () => {
  it('shows the sample activity of two admins, newest first, with a diff per entry', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/logs`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard activity' }).waitFor();
    expect(await sentences(page)).toEqual([
      'ava.demo changed the mod role',
      'mia.mod sent an embed message',
      'mia.mod deleted the autoresponder “rules”',
      'ava.demo changed the command prefix',
      'mia.mod changed the welcome message',
    ]);
    const welcome = entryOf(page, 'mia.mod changed the welcome message');
    await welcome.getByRole('button', { name: 'Show changes' }).click();
    await welcome.locator('.history-diff__words ins').first().waitFor();
    expect(await welcome.locator('dt').allTextContents()).toEqual(['config.message']);
    // the field name is set in the site's monospace stack (the --mono token)
    expect(await welcome.locator('dt').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?SFMono-Regular"?, Consolas/,
    );
    await page.getByLabel('Admin').selectOption({ label: 'mia.mod' });
    await expect
      .poll(() => sentences(page))
      .toEqual([
        'mia.mod sent an embed message',
        'mia.mod deleted the autoresponder “rules”',
        'mia.mod changed the welcome message',
      ]);
    await page.close();
  });

  it('restores the prefix after a confirmation, and the restore is recorded', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/logs`);
    const prefix = entryOf(page, 'ava.demo changed the command prefix');
    await prefix.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.locator('main').getByText('Version restored.').waitFor();
    expect(
      (await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER}/prefix`)).map((call) => call.body),
    ).toEqual([{ prefix: '!' }]);
    await expect.poll(async () => (await sentences(page))[0]).toBe('ava.demo changed the command prefix');
    expect(await sentences(page)).toHaveLength(6);
    await page.close();
  });

  it('opens a sent embed in the embed editor as a draft', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/logs`);
    await entryOf(page, 'mia.mod sent an embed message')
      .getByRole('button', { name: 'Open in editor' })
      .click();
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    await expect.poll(() => page.getByLabel('Message content').inputValue()).toBe('Game night this Friday!');
    expect(await page.getByLabel('Title').inputValue()).toBe('Game night');
    await page.close();
  });

  it('lists a save made on a tool page', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/role-config`);
    await page.getByRole('combobox', { name: 'Assigned role: VIP' }).selectOption({ label: 'VIP' });
    await page.locator('main').getByText('Successfully updated VIP').waitFor();
    await page.goto(`${baseUrl}/dashboard/${SERVER}/logs`);
    await expect.poll(async () => (await sentences(page))[0]).toBe('ava.demo changed the vip role');
    await page.close();
  });
});

describe('the edit-conflict warning', () => {
  it("names the other admin's save in between; review, then save mine anyway, both recorded", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/welcome-config`);
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    await demoCoAdminEdit(baseUrl);
    await page.getByLabel('Welcome channel').selectOption({ label: '#general' });
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    const warning = page
      .locator('main')
      .getByText(/^mia\.mod changed the welcome message (now|\d+ seconds? ago)$/);
    await warning.waitFor();
    await page.locator('main').getByText('This warning covers changes made in this dashboard only').waitFor();
    expect(await demoCalls(baseUrl, 'POST', '/welcomer/update')).toEqual([]);
    await page.getByRole('button', { name: 'Review their change' }).click();
    await page.locator('main').getByText('config.message').waitFor();
    await page.getByRole('button', { name: 'Save mine anyway' }).click();
    await page.locator('main').getByText('Configuration saved successfully').waitFor();
    expect(await demoCalls(baseUrl, 'POST', '/welcomer/update')).toHaveLength(1);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/logs`);
    await expect
      .poll(async () => (await sentences(page)).slice(0, 2))
      .toEqual(['ava.demo changed the welcome message', 'mia.mod changed the welcome message']);
    await page.close();
  });
});
