// The editors' autocomplete in a browser: a channel and a role chosen by keyboard show in the preview; emoji data loads only on ':'.
import { expect, inject, it } from 'vitest';
import { installDemoBrowser, signInAsDemo } from './support/demo';
import { announcements, recordAnnouncements } from './support/live-region';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);
const SERVER = '1100000000000000001';
/** The demo seeds this server's channels as 10100…0n, roles …1n, emoji …2n. */
const ID = '1010000000000000';

/** Opens the embed sender signed in, noting every request from before the first load on. */
async function openEmbedSender() {
  const page = await chrome().browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await recordAnnouncements(page);
  await signInAsDemo(page, baseUrl);
  await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
  return { page, requested };
}

it('chooses a channel (one undo step) and a role by keyboard; the preview shows #general and @Moderator in its colour', async () => {
  const { page, requested } = await openEmbedSender();
  const description = page.getByRole('combobox', { name: 'Description' });
  await description.focus();
  await page.keyboard.type('Read #gen');
  await page.getByRole('listbox', { name: 'Channels' }).getByRole('option', { name: '#general' }).waitFor();
  expect(await description.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Enter');
  expect(await description.inputValue()).toBe(`Read <#${ID}02> `);
  expect(await page.getByRole('listbox').count()).toBe(0);
  await page.keyboard.press('Control+KeyZ');
  expect(await description.inputValue()).toBe('Read #gen');
  await page.keyboard.press('Control+Shift+KeyZ');
  expect(await description.inputValue()).toBe(`Read <#${ID}02> `);
  await description.press('End');

  const preview = page.getByRole('region', { name: 'Preview' });
  expect(await preview.locator('.md-mention').first().textContent()).toBe('#general');
  expect(requested.filter((path) => path.includes('/embed/resources/'))).toEqual([]);

  await page.keyboard.type('ask @mod');
  const roles = page.getByRole('listbox', { name: 'Roles' });
  await roles.getByRole('option', { name: '@Moderator' }).waitFor();
  await page.keyboard.press('Tab');
  expect(await description.inputValue()).toBe(`Read <#${ID}02> ask <@&${ID}14> `);
  const role = preview.locator('.md-mention--role');
  await role.waitFor();
  expect(await role.textContent()).toBe('@Moderator');
  expect(await role.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(46, 204, 113)');
  expect(await announcements(page, 'polite')).toContain('1 suggestion');
  expect(requested.filter((path) => path.includes('/embed/resources/'))).toHaveLength(1);
  await page.close();
});

it("requests the emoji data only once ':' opens a list, then inserts the chosen emoji", async () => {
  const { page, requested } = await openEmbedSender();
  const emojiChunk = () => requested.filter((path) => /\/unicode-emoji-data-[\w-]+\.js$/.test(path));
  const content = page.getByRole('combobox', { name: 'Message content' });
  await content.focus();
  await page.keyboard.type('Party #gen');
  await page.getByRole('listbox', { name: 'Channels' }).waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.type(' time: ');
  expect(emojiChunk()).toEqual([]);

  await page.keyboard.type(':tada');
  await page.getByRole('listbox', { name: 'Emoji' }).getByRole('option', { name: ':tada:' }).waitFor();
  expect(emojiChunk()).toHaveLength(1);
  await page.keyboard.press('Enter');
  expect(await content.inputValue()).toBe('Party #gen time: 🎉 ');
  await page.close();
});
