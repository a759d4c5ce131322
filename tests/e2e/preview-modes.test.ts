// The preview's theme, width and display switches in a browser: Discord's colours and sizes, remembered across a reload.
import { expect, inject, it } from 'vitest';
import { installDemoBrowser, openSignedIn } from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

it('switches the embed preview to light, mobile and compact, and keeps the choice after a reload', async () => {
  const page = await openSignedIn(chrome(), baseUrl, '/dashboard/1100000000000000001/embed-generator');
  await page.getByLabel('Title').fill('Modes');
  const preview = page.getByRole('region', { name: 'Preview' });
  const message = preview.locator('.preview-message');
  await message.getByText('Modes').waitFor();
  const background = () => message.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgb(49, 51, 56)');

  await preview.getByRole('group', { name: 'Theme' }).getByLabel('Light').check();
  expect(await background()).toBe('rgb(255, 255, 255)');
  expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(49, 51, 56)');

  await preview.getByRole('group', { name: 'Width' }).getByLabel('Mobile').check();
  expect((await message.boundingBox())?.width).toBeLessThanOrEqual(390);

  await preview.getByRole('group', { name: 'Message display' }).getByLabel('Compact').check();
  expect(await message.locator('.avatar').isVisible()).toBe(false);

  await page.reload();
  await page.getByLabel('Title').waitFor();
  expect(await preview.getByRole('group', { name: 'Theme' }).getByLabel('Light').isChecked()).toBe(true);
  expect(
    await preview.getByRole('group', { name: 'Message display' }).getByLabel('Compact').isChecked(),
  ).toBe(true);
  await message.waitFor();
  expect(await background()).toBe('rgb(255, 255, 255)');
});

it("draws the preview in Discord's onyx colours and keeps onyx after a reload", async () => {
  const page = await openSignedIn(chrome(), baseUrl, '/dashboard/1100000000000000001/embed-generator');
  await page.getByLabel('Title').fill('Onyx');
  const preview = page.getByRole('region', { name: 'Preview' });
  const message = preview.locator('.preview-message');
  await message.getByText('Onyx').waitFor();
  const styleOf = (selector: string, property: 'backgroundColor' | 'color') =>
    preview
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element)[name], property);

  const onyx = preview.getByRole('group', { name: 'Theme' }).getByLabel('Onyx');
  await onyx.focus();
  await page.keyboard.press('Space');
  expect(await onyx.isChecked()).toBe(true);
  expect(await styleOf('.preview-message', 'backgroundColor')).toBe('rgb(7, 7, 9)');
  expect(await styleOf('.preview-message', 'color')).toBe('rgb(219, 219, 222)');
  expect(await styleOf('.preview-embed', 'backgroundColor')).toBe('rgb(19, 20, 22)');

  await page.reload();
  await page.getByLabel('Title').waitFor();
  expect(await preview.getByRole('group', { name: 'Theme' }).getByLabel('Onyx').isChecked()).toBe(true);
  await message.waitFor();
  expect(await styleOf('.preview-message', 'backgroundColor')).toBe('rgb(7, 7, 9)');
});
