// Browser tests, keyboard only: an autoresponder create or delete, a save or a reload never drops the focus to the page; it stays or lands nearby.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, installDemoBrowser, openSignedIn } from './support/demo';
import { holdRequests } from './support/held-requests';
import { focused, hasFocus } from './support/keyboard';
import { announcements } from './support/live-region';
import { inWelcomeMessage } from './support/welcome-editor';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** The autoresponder page, signed in and loaded with the seed's one item ('hello'). */
async function autoresponders(): Promise<Page> {
  const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/auto-responder`);
  await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
  return page;
}

/** Adds an autoresponder by keyboard: 'Add New', both fields, Enter in the trigger. */
async function addByKeyboard(page: Page, trigger: string, response: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Trigger Word/Phrase').focus();
  await page.keyboard.type(trigger);
  await page.getByLabel('Bot Response').focus();
  await page.keyboard.type(response);
  await page.getByLabel('Trigger Word/Phrase').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Delete autoresponder "${trigger}"` }).waitFor();
}

/** Deletes an autoresponder by keyboard: its delete button, then the dialog's Delete, and waits for the dialog to go. */
async function deleteByKeyboard(page: Page, trigger: string): Promise<void> {
  await page.getByRole('button', { name: `Delete autoresponder "${trigger}"` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('BUTTON Delete');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('autoresponders', () => {
  it('puts focus on the new item after a create, the form closed', async () => {
    const page = await autoresponders();
    await addByKeyboard(page, 'rules', 'Read #rules');
    await page.getByRole('heading', { name: 'Autoresponders (2/3)' }).waitFor();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Delete autoresponder "rules"' }) });
    await expect.poll(() => hasFocus(row)).toBe(true);
    expect(await page.getByLabel('Trigger Word/Phrase').count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON Delete');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Delete autoresponder "rules"',
    );
    expect(await announcements(page, 'polite')).toContain('Autoresponder created successfully!');
    await page.close();
  });

  it("puts focus on the next item's delete button, else the previous one's, else the list heading", async () => {
    const page = await autoresponders();
    await addByKeyboard(page, 'rules', 'Read #rules');
    await addByKeyboard(page, 'bye', 'See you');
    await page.getByRole('heading', { name: 'Autoresponders (3/3)' }).waitFor();
    const deleteOf = (trigger: string) =>
      page.getByRole('button', { name: `Delete autoresponder "${trigger}"` });

    await deleteByKeyboard(page, 'rules');
    await page.getByRole('heading', { name: 'Autoresponders (2/3)' }).waitFor();
    await expect.poll(() => hasFocus(deleteOf('bye'))).toBe(true);

    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
    await expect.poll(() => hasFocus(deleteOf('hello'))).toBe(true);

    await deleteByKeyboard(page, 'hello');
    const heading = page.getByRole('heading', { name: 'Autoresponders (0/3)' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await demoCalls(baseUrl, 'DELETE', `/bot/server/${SERVER}/autoresponders/hello`)).toHaveLength(1);
    await page.close();
  });

  it("keeps focus on the dialog's Delete while the delete runs; pressing it again sends nothing", async () => {
    const page = await autoresponders();
    const held = await holdRequests(page, `**/api/bot/server/${SERVER}/autoresponders/hello`);
    await page.getByRole('button', { name: 'Delete autoresponder "hello"' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(held.count).toBe(1);
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete' });
    await expect.poll(() => confirm.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(confirm)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('alertdialog').count()).toBe(1);
    await held.release();
    const heading = page.getByRole('heading', { name: 'Autoresponders (0/3)' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await demoCalls(baseUrl, 'DELETE', `/bot/server/${SERVER}/autoresponders/hello`)).toHaveLength(1);
    await page.close();
  });
});

describe('the prefix editor, typed into at once', () => {
  it("loses no key typed at once while the prefix editor's save logic loads, and saves on Enter", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}`);
    const logic = await holdRequests(page, '**/assets/prefix-saver-*.js');
    await page.getByRole('button', { name: 'Edit prefix' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('?!');
    await page.keyboard.press('Enter');
    await expect.poll(logic.count).toBe(1);
    const field = page.getByRole('textbox', { name: 'Command prefix' });
    expect(await field.inputValue()).toBe('?!');
    await page.getByRole('button', { name: 'Saving' }).waitFor();
    expect(await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER}/prefix`)).toEqual([]);
    await logic.release();
    await page.locator('main').getByText('Updated!').waitFor();
    expect(await page.locator('.dash-prefix__value').textContent()).toBe('?!');
    const saves = await demoCalls(baseUrl, 'POST', `/bot/server/${SERVER}/prefix`);
    expect(saves.map((call) => call.body)).toEqual([{ prefix: '?!' }]);
    await expect.poll(() => focused(page)).toBe('BUTTON Edit prefix');
    await page.close();
  });
});

describe('Reset and Cancel while a save runs', () => {
  it("keeps focus on the prefix editor's Cancel, which does nothing until the save ends", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}`);
    await page.getByRole('button', { name: 'Edit prefix' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('?');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    const held = await holdRequests(page, `**/api/bot/server/${SERVER}/prefix`);
    await page.keyboard.press('Control+s');
    await expect.poll(held.count).toBe(1);
    await expect.poll(() => cancel.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(cancel)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox').inputValue()).toBe('?');
    await held.release();
    await page.locator('main').getByText('Updated!').waitFor();
    await expect.poll(() => focused(page)).toBe('BUTTON Edit prefix');
    await page.close();
  });

  it("keeps focus on the welcome editor's Reset while saving and after, the edit saved", async () => {
    const { page, message } = await inWelcomeMessage(chrome(), baseUrl, SERVER);
    const typed = await message.inputValue();
    const reset = page.getByRole('button', { name: 'Reset' });
    await reset.focus();
    const held = await holdRequests(page, '**/api/welcomer/update');
    await page.keyboard.press('Control+s');
    await expect.poll(held.count).toBe(1);
    await expect.poll(() => reset.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(reset)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await message.inputValue()).toBe(typed);
    await held.release();
    await page.locator('main').getByText('Configuration saved successfully').waitFor();
    expect(await hasFocus(reset)).toBe(true);
    expect(await reset.getAttribute('aria-disabled')).toBe('true');
    expect(await message.inputValue()).toBe(typed);
    await page.close();
  });
});

describe('Refresh while it reloads', () => {
  /** Presses `button` with Enter while `url` is held: it is locked and keeps the focus, then unlocks. */
  async function refreshHolding(page: Page, button: Locator, url: string): Promise<void> {
    const held = await holdRequests(page, url);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(held.count).toBeGreaterThan(0);
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(button)).toBe(true);
    await page.keyboard.press('Enter');
    await held.release();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
    expect(await hasFocus(button)).toBe(true);
    expect(held.count()).toBe(0);
  }

  it("keeps focus on the server overview's Refresh", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}`);
    // the app's own heading: the shell's copy (locked Refresh) shows first
    await page.locator('#root').getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    await refreshHolding(
      page,
      page.getByRole('button', { name: 'Refresh', exact: true }),
      `**/api/bot/server/${SERVER}`,
    );
    expect(await demoCalls(baseUrl, 'GET', `/bot/server/${SERVER}`)).toHaveLength(2);
    await page.close();
  });

  it("keeps focus on the role page's 'Refresh Configuration'", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/role-config`);
    await page.getByRole('combobox', { name: 'Assigned role: VIP' }).waitFor();
    const refresh = page.getByRole('button', { name: 'Refresh Configuration' });
    await refreshHolding(page, refresh, `**/api/bot/server/${SERVER}/configurableRoles`);
    expect(await demoCalls(baseUrl, 'GET', `/bot/server/${SERVER}/configurableRoles`)).toHaveLength(2);
    await page.close();
  });
});
