// Browser tests, keyboard only: Ctrl+S saves the prefix and a role's assignment, focuses Send in reaction roles; never the browser's save dialog.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, installDemoBrowser, openSignedIn } from './support/demo';
import { focused, saveKeyDefaults, tabToElement, watchSaveKeys } from './support/keyboard';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** Opens `path` signed in, waits for `ready`, then starts watching Ctrl+S and downloads. */
async function open(path: string, ready: (page: Page) => Promise<void>) {
  const page = await openSignedIn(chrome(), baseUrl, path);
  await ready(page);
  await watchSaveKeys(page);
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  return { page, downloads };
}

describe('Ctrl+S', () => {
  it('saves the prefix being edited, without the browser save dialog', async () => {
    const { page, downloads } = await open(`/dashboard/${SERVER}`, (p) =>
      p.getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor(),
    );
    await tabToElement(page, page.getByRole('button', { name: 'Edit prefix' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('INPUT ');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('?');
    await page.keyboard.press('Control+s');
    await page.locator('main').getByText('Updated!').waitFor();
    const saved = await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER}/prefix`);
    expect(saved.map((call) => call.body)).toEqual([{ prefix: '?' }]);
    expect(await page.locator('.dash-prefix__value').textContent()).toBe('?');
    await expect.poll(() => focused(page)).toBe('BUTTON Edit prefix');
    expect(await saveKeyDefaults(page)).toEqual([true]);
    expect(downloads).toEqual([]);
    await page.close();
  });

  it("keeps focus on a role's select while it saves, and Ctrl+S saves that assignment again", async () => {
    const { page, downloads } = await open(`/dashboard/${SERVER}/role-config`, (p) =>
      p.getByRole('combobox', { name: 'Assigned role: VIP' }).waitFor(),
    );
    const select = page.getByRole('combobox', { name: 'Assigned role: VIP' });
    const patches = async () =>
      (await demoCalls(baseUrl, 'PATCH', `/bot/server/${SERVER}/configurableRoles`)).map((call) => call.body);
    await tabToElement(page, select, 80);
    await page.keyboard.press('ArrowDown');
    await page.locator('main').getByText('Successfully updated VIP').waitFor();
    expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
    const chosen = (await select.inputValue()) || null;
    await page.keyboard.press('Control+s');
    await expect.poll(patches).toHaveLength(2);
    expect(await patches()).toEqual([
      { roleName: 'vip', roleId: chosen },
      { roleName: 'vip', roleId: chosen },
    ]);
    expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await saveKeyDefaults(page)).toEqual([true]);
    expect(downloads).toEqual([]);
    await page.close();
  });

  it('moves focus to Send Reaction Roles in reaction roles, sending nothing', async () => {
    const { page, downloads } = await open(`/dashboard/${SERVER}/reaction-role`, (p) =>
      p.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' }),
    );
    await page.getByLabel('Channel').selectOption({ label: '#roles' });
    await page.getByLabel('Button 1 role').selectOption({ label: 'Gamer' });
    await page.getByLabel('Button 1 label').focus();
    await page.keyboard.type('Gamer');
    await page.keyboard.press('Control+s');
    await expect.poll(() => focused(page)).toBe('BUTTON Send Reaction Roles');
    expect(await demoCalls(baseUrl, 'POST', `/dashboard/embed/send-roles/${SERVER}`)).toEqual([]);
    expect(await page.locator('main').getByText('Reaction roles sent successfully!').count()).toBe(0);
    expect(await page.getByLabel('Button 1 label').inputValue()).toBe('Gamer');
    expect(await saveKeyDefaults(page)).toEqual([true]);
    expect(downloads).toEqual([]);
    await page.close();
  });
});
