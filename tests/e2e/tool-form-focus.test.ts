// Browser tests, keyboard only: the embed sender's and reaction roles' forms keep the focus when sent with Enter, when rows move or go, and when a button is left with nothing to do.
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, installDemoBrowser, openSignedIn } from './support/demo';
import { holdRequests } from './support/held-requests';
import { focused, hasFocus } from './support/keyboard';
import { announcements } from './support/live-region';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

describe('sending a tool form with Enter in a field', () => {
  it('moves focus to Send Embed, which keeps it while sending and through the success, then to the reset form', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('option', { name: '#announcements' }).waitFor({ state: 'attached' });
    await page.getByLabel('Channel').selectOption({ label: '#announcements' });
    const title = page.getByLabel('Title');
    await title.focus();
    await page.keyboard.type('Release day');
    const held = await holdRequests(page, `**/api/dashboard/embed/send/${SERVER}`);
    await page.keyboard.press('Enter');
    await expect.poll(held.count).toBe(1);
    const send = page.locator('button[type="submit"]');
    await expect.poll(() => send.textContent()).toBe('Sending...');
    expect(await hasFocus(send)).toBe(true);
    expect(await title.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await held.release();
    await page.locator('main').getByText('Embed sent successfully!').waitFor();
    expect(await hasFocus(send)).toBe(true);
    await page.locator('main').getByText('Embed sent successfully!').waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('');
    expect(await page.locator('button[type="submit"]').isDisabled()).toBe(true);
    expect(await hasFocus(page.getByLabel('Channel'))).toBe(true);
    expect(await demoCalls(baseUrl, 'POST', `/dashboard/embed/send/${SERVER}`)).toHaveLength(1);
    const polite = await announcements(page, 'polite');
    expect(polite.filter((said) => said.includes('Sending...'))).toHaveLength(1);
    await page.close();
  });

  it('leaves focus in the field when the form refuses to send', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('option', { name: '#announcements' }).waitFor({ state: 'attached' });
    const title = page.getByLabel('Title');
    await title.focus();
    await page.keyboard.type('No channel yet');
    await page.keyboard.press('Enter');
    await page.locator('main').getByText('Please select a channel').waitFor();
    expect(await hasFocus(title)).toBe(true);
    await page.close();
  });

  it('moves focus to Send Reaction Roles in reaction roles', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/reaction-role`);
    await page.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' });
    await page.getByLabel('Channel').selectOption({ label: '#roles' });
    await page.getByLabel('Button 1 role').selectOption({ label: 'Gamer' });
    await page.getByLabel('Button 1 label').focus();
    await page.keyboard.type('Gamer');
    await page.keyboard.press('Enter');
    await page.locator('main').getByText('Reaction roles sent successfully!').waitFor();
    expect(await focused(page)).toMatch(/^BUTTON (Send Reaction Roles|Sending\.\.\.)$/);
    expect(await demoCalls(baseUrl, 'POST', `/dashboard/embed/send-roles/${SERVER}`)).toHaveLength(1);
    await page.close();
  });
});

describe('moving, removing and adding rows', () => {
  it("keeps focus on a moved embed field's button, hands a removed field's to its neighbour, then to 'Add field'", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const add = button('Add field');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByLabel('Field 2 name').fill('second');
    await button('Move field 2 up').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Field 1 name').inputValue()).toBe('second');
    await expect.poll(() => hasFocus(button('Move field 1 up'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Field 1 name').inputValue()).toBe('second');
    await button('Move field 1 down').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Field 2 name').inputValue()).toBe('second');
    await expect.poll(() => hasFocus(button('Move field 2 down'))).toBe(true);
    await button('Remove field 1').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Field 1 name').inputValue()).toBe('second');
    await expect.poll(() => hasFocus(button('Remove field 1'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByLabel('Field 1 name').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(add)).toBe(true);
    await page.close();
  });

  it("keeps focus on 'Add Role' once the fifth role button is added", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/reaction-role`);
    await page.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' });
    const add = page.getByRole('button', { name: 'Add Role' });
    await add.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('Enter');
    await page.getByText('Maximum 5 roles per message').waitFor();
    expect(await page.getByLabel('Button 6 label').count()).toBe(0);
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(add)).toBe(true);
    await page.close();
  });
});

describe('buttons whose press leaves them nothing to do', () => {
  it("keeps focus on the colour's Default, and on Import after it replaced the draft", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    const hex = page.getByLabel('Colour hex code');
    await hex.fill('#abcdef');
    const reset = page.getByRole('button', { name: 'Default', exact: true });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hex.inputValue()).toBe('#5865f2');
    expect(await reset.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(reset)).toBe(true);

    await page.getByLabel('Title').fill('Work to replace');
    await page.getByText('Import / export JSON').click();
    await page.getByLabel('Paste JSON to import').fill('{"content":"Imported"}');
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await importButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel('Message content').inputValue()).toBe('Imported');
    expect(await importButton.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(importButton)).toBe(true);
    await page.close();
  });
});
