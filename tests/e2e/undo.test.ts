// Browser tests of undo and redo in the embed and welcome editors, keyboard only where the point is the keyboard.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { UNDO_HISTORY_LIMIT } from '#shared/constants/limits';
import { demoCalls, installDemoBrowser, signInAsDemo } from './support/demo';
import { TEXT_END } from './support/keyboard';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const SEED_MESSAGE = 'Welcome {user} to **{server}**! You are member #{membercount}.';
const chrome = installDemoBrowser(baseUrl);

const UNDO = 'Control+KeyZ';
const REDO = 'Control+Shift+KeyZ';

/** A signed-in page at `path`, with no embed draft left in storage by an earlier test. */
async function signedIn(path: string): Promise<Page> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The embed sender of the demo server, with its channels loaded. */
async function openEmbedSender(): Promise<Page> {
  const page = await signedIn(`/dashboard/${SERVER}/embed-generator`);
  await page.getByRole('option', { name: '#announcements' }).waitFor({ state: 'attached' });
  return page;
}

/** The welcome editor of the demo server, on its Message tab. */
async function openWelcomeMessage(): Promise<Page> {
  const page = await signedIn(`/dashboard/${SERVER}/welcome-config`);
  await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Message' }).click();
  return page;
}

/** Polls until `field` holds `value`. */
const holds = (field: Locator, value: string) => expect.poll(() => field.inputValue()).toBe(value);

/** Whether the button is shown as unavailable (aria-disabled). */
const unavailable = (button: Locator) => button.evaluate((element) => element.ariaDisabled === 'true');

/** Presses `keys` `times` times. */
async function pressTimes(page: Page, keys: string, times: number): Promise<void> {
  for (let press = 0; press < times; press += 1) await page.keyboard.press(keys);
}

describe('undo and redo in the embed sender', () => {
  it('undoes the last word with Ctrl+Z, in the field and after leaving it, and redoes it with Ctrl+Shift+Z', async () => {
    const page = await openEmbedSender();
    const title = page.getByLabel('Title');
    const preview = page.getByRole('region', { name: 'Preview' });
    await title.focus();
    await page.keyboard.type('Release day today');
    await preview.getByText('Release day today').waitFor();
    await page.keyboard.press(UNDO);
    await holds(title, 'Release day ');
    await preview.getByText('Release day today').waitFor({ state: 'detached' });
    await preview.getByText('Release day').waitFor();
    await page.keyboard.press(REDO);
    await holds(title, 'Release day today');
    await page.keyboard.press('Tab');
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(false);
    await pressTimes(page, UNDO, 2);
    await holds(title, 'Release ');
    await page.keyboard.press('Control+KeyY');
    await holds(title, 'Release day ');
    await page.close();
  });

  it('keeps a first edit made without a key press (as dictation or autofill make it), as one step', async () => {
    const page = await openEmbedSender();
    const title = page.getByLabel('Title');
    await title.fill('Dictated title');
    await page.getByRole('region', { name: 'Preview' }).getByText('Dictated title').waitFor();
    await page.keyboard.press(UNDO);
    await holds(title, '');
    await page.keyboard.press(REDO);
    await holds(title, 'Dictated title');
    await page.close();
  });

  it('does the same with the Undo and Redo buttons, which are unavailable with nothing to move to', async () => {
    const page = await openEmbedSender();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect([await unavailable(undo), await unavailable(redo)]).toEqual([true, true]);
    await page.getByLabel('Description').focus();
    await page.keyboard.type('Faster moderation');
    await expect.poll(() => unavailable(undo)).toBe(false);
    await undo.click();
    await holds(page.getByLabel('Description'), 'Faster ');
    expect(await unavailable(redo)).toBe(false);
    await undo.click();
    await holds(page.getByLabel('Description'), '');
    await expect.poll(() => unavailable(undo)).toBe(true);
    await redo.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await holds(page.getByLabel('Description'), 'Faster moderation');
    await expect.poll(() => unavailable(redo)).toBe(true);
    expect(await redo.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('undoes a JSON import in one step, and leaves Ctrl+Z in the import box to the box', async () => {
    const page = await openEmbedSender();
    const title = page.getByLabel('Title');
    const description = page.getByLabel('Description');
    await title.focus();
    await page.keyboard.type('Old title');
    await description.focus();
    await page.keyboard.type('Old words here');
    await page.getByText('Import / export JSON').click();
    const box = page.getByLabel('Paste JSON to import');
    await box.fill('{"embeds":[{"title":"Imported title","description":"From JSON"}]}');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace draft' }).click();
    await holds(title, 'Imported title');
    await box.focus();
    await page.keyboard.type('abc');
    await page.keyboard.press(UNDO);
    expect(await title.inputValue()).toBe('Imported title');
    await title.focus();
    await page.keyboard.press(UNDO);
    await holds(title, 'Old title');
    await holds(description, 'Old words here');
    await page.getByRole('region', { name: 'Preview' }).getByText('Old words here').waitFor();
    await page.keyboard.press(REDO);
    await holds(title, 'Imported title');
    await holds(description, 'From JSON');
    await page.close();
  });

  it('undoes Clear draft in one step', async () => {
    const page = await openEmbedSender();
    await page.getByLabel('Channel').selectOption({ label: '#announcements' });
    await page.getByLabel('Title').focus();
    await page.keyboard.type('Keep me');
    await page.getByLabel('Footer text').focus();
    await page.keyboard.type('Signed by the team');
    await page.getByRole('button', { name: 'Clear draft' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Everything in the editor will be removed. Undo brings it back while this page stays open.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Clear draft' }).click();
    await holds(page.getByLabel('Title'), '');
    await holds(page.getByLabel('Footer text'), '');
    await page.keyboard.press(UNDO);
    await holds(page.getByLabel('Title'), 'Keep me');
    await holds(page.getByLabel('Footer text'), 'Signed by the team');
    expect(await page.getByLabel('Channel').inputValue()).not.toBe('');
    await page.close();
  });

  it(`keeps ${UNDO_HISTORY_LIMIT} steps (at least 50): every word back to an empty field, and forward again`, async () => {
    expect(UNDO_HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
    const page = await openEmbedSender();
    const description = page.getByLabel('Description');
    const words = Array.from({ length: UNDO_HISTORY_LIMIT }, (_, index) => `w${index + 1}`);
    await description.focus();
    await page.keyboard.type(words.join(' '));
    await holds(description, words.join(' '));
    await pressTimes(page, UNDO, UNDO_HISTORY_LIMIT - 1);
    await holds(description, 'w1 ');
    await page.keyboard.press(UNDO);
    await holds(description, '');
    await page.keyboard.press(UNDO);
    await holds(description, '');
    await pressTimes(page, REDO, UNDO_HISTORY_LIMIT);
    await holds(description, words.join(' '));
    await page.close();
  });

  it('autosaves an undo like any edit: a reload shows the undone draft', async () => {
    const page = await openEmbedSender();
    await page.getByLabel('Title').focus();
    await page.keyboard.type('one two');
    await page.keyboard.press(UNDO);
    await holds(page.getByLabel('Title'), 'one ');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    await holds(page.getByLabel('Title'), 'one ');
    await page.close();
  });
});

describe('undo and redo in the welcome editor', () => {
  it('undoes the last word with Ctrl+Z and redoes it with Ctrl+Shift+Z, and the buttons do the same', async () => {
    const page = await openWelcomeMessage();
    const message = page.getByRole('combobox', { name: 'Message' });
    const preview = page.getByRole('region', { name: 'Live preview' });
    await message.focus();
    await page.keyboard.press(TEXT_END);
    await page.keyboard.type(' Enjoy yourself');
    await preview.getByText('Enjoy yourself').waitFor();
    await page.keyboard.press(UNDO);
    await holds(message, `${SEED_MESSAGE} Enjoy `);
    await preview.getByText('Enjoy yourself').waitFor({ state: 'detached' });
    await page.keyboard.press(REDO);
    await holds(message, `${SEED_MESSAGE} Enjoy yourself`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await holds(message, `${SEED_MESSAGE} Enjoy `);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await holds(message, SEED_MESSAGE);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await holds(message, `${SEED_MESSAGE} Enjoy `);
    await page.close();
  });

  it('undoes words typed in the middle of the message one at a time, as at its end', async () => {
    const page = await openWelcomeMessage();
    const message = page.getByRole('combobox', { name: 'Message' });
    const middle = SEED_MESSAGE.indexOf('#');
    const withWords = `${SEED_MESSAGE.slice(0, middle)}number one ${SEED_MESSAGE.slice(middle)}`;
    await message.focus();
    await message.evaluate((box: HTMLTextAreaElement, at) => box.setSelectionRange(at, at), middle);
    await page.keyboard.type('number one ');
    await holds(message, withWords);
    await page
      .getByRole('region', { name: 'Live preview' })
      .getByText('number one', { exact: false })
      .waitFor();
    await page.keyboard.press(UNDO);
    await holds(message, `${SEED_MESSAGE.slice(0, middle)}number ${SEED_MESSAGE.slice(middle)}`);
    await page.keyboard.press(UNDO);
    await holds(message, SEED_MESSAGE);
    await page.keyboard.press(REDO);
    await page.keyboard.press(REDO);
    await holds(message, withWords);
    await page.close();
  });

  it('undoes Reset in one step, after focus has left the field, and saves the undone state with Ctrl+S', async () => {
    const page = await openWelcomeMessage();
    const message = page.getByRole('combobox', { name: 'Message' });
    await message.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Hi {user}, glad you came');
    await page.getByRole('button', { name: 'Reset' }).click();
    await holds(message, SEED_MESSAGE);
    await page.getByText('You have unsaved changes').waitFor({ state: 'detached' });
    await page.keyboard.press(UNDO);
    await holds(message, 'Hi {user}, glad you came');
    await page.getByText('You have unsaved changes').waitFor();
    await page.keyboard.press(UNDO);
    await holds(message, 'Hi {user}, glad you ');
    await page.keyboard.press('Control+s');
    await page.getByRole('main').getByText('Configuration saved successfully').waitFor();
    const saved = (await demoCalls(baseUrl, 'POST', '/welcomer/update')).map((call) => call.body);
    expect(saved).toMatchObject([{ guildId: SERVER, config: { message: 'Hi {user}, glad you ' } }]);
    await page.close();
  });

  it('undoes a thumbnail choice, bringing the choice back with the draft', async () => {
    const page = await openWelcomeMessage();
    await page.getByRole('tab', { name: 'Embed' }).click();
    const thumbnail = page.getByLabel('Thumbnail', { exact: true });
    const before = await thumbnail.inputValue();
    await thumbnail.selectOption({ label: 'Custom URL' });
    await page.getByLabel('Thumbnail URL').focus();
    await page.keyboard.type('https://example.com/a.png');
    await page.keyboard.press(UNDO);
    await holds(page.getByLabel('Thumbnail URL'), '');
    await page.keyboard.press(UNDO);
    await holds(thumbnail, before);
    await page.keyboard.press(REDO);
    await holds(thumbnail, 'custom');
    await page.close();
  });
});
