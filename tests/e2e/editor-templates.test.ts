// The template gallery in a browser: preview a template, use it, and undo it in one step.
import { expect, inject, it } from 'vitest';
import { installDemoBrowser, openSignedIn } from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

it('previews a template, applies it to the embed draft, and one Undo brings the draft back', async () => {
  const page = await openSignedIn(chrome(), baseUrl, '/dashboard/1100000000000000001/embed-generator');
  await page.getByRole('heading', { name: 'Embed Generator', exact: true }).waitFor();
  await page.getByLabel('Title').fill('My own title');
  await page.getByLabel('Description').fill('My own words');
  await page.getByText('Templates', { exact: true }).click();
  await page.getByRole('radio', { name: /^Giveaway/ }).check();
  const preview = page.getByRole('region', { name: 'Preview of Giveaway' });
  await preview.getByText('🎁 Giveaway!').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('My own title');

  await preview.getByRole('button', { name: 'Use this template' }).click();
  await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('🎁 Giveaway!');
  expect(await page.getByLabel('Field 1 name').inputValue()).toBe('How to enter');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('My own title');
  expect(await page.getByLabel('Description').inputValue()).toBe('My own words');
  expect(await page.getByLabel('Field 1 name').count()).toBe(0);
});
