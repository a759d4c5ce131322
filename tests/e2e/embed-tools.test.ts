// Browser checks of the embed sender and reaction roles against the demo bot API.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoCalls, installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
/** Ids of the demo server's channels, roles and emojis: this prefix + a two-digit suffix (see worker/demo/seed.ts). */
const id = (suffix: string) => `1010000000000000${suffix}`;
const chrome = installDemoBrowser(baseUrl);

/** The calls the demo bot API received with this method and path. */
const received = (method: string, path: string) => demoCalls(baseUrl, method, path);

/** A signed-in page at the given tool of the demo server (the login flow itself is covered by the foundation tests). */
async function openTool(tool: string): Promise<Page> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await page.goto(`${baseUrl}/dashboard/${SERVER}/${tool}`);
  return page;
}

describe('embed sender', () => {
  it('sends an embed with fields and a button, and the bot API receives the exact payload', async () => {
    const page = await openTool('embed-generator');
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    await page.getByLabel('Channel').selectOption({ label: '#announcements' });
    await page.getByLabel('Message content').fill('Release day!');
    await page.getByLabel('Author name').fill('Warden Team');
    await page.getByLabel('Title').fill('Warden 2.4.1');
    await page.getByLabel('Description').fill('Faster **moderation** and fewer clicks.');
    await page.getByLabel('Colour hex code').fill('#23a55a');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Field 1 name').fill('Speed');
    await page.getByLabel('Field 1 value').fill('2x faster');
    await page.getByLabel('Inline').first().check();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Field 2 name').fill('Size');
    await page.getByLabel('Field 2 value').fill('Half the bundle');
    await page.getByLabel('Footer text').fill('Thanks for using Warden');
    await page.getByLabel('Button label').fill('Read the changelog');
    await page.getByLabel('Button URL').fill('https://warden.bot/changelog');
    await page.getByRole('region', { name: 'Preview' }).getByText('Warden 2.4.1').waitFor();
    await page.getByRole('button', { name: 'Send Embed' }).click();
    await page.locator('main').getByText('Embed sent successfully!').waitFor();

    expect((await received('POST', `/dashboard/embed/send/${SERVER}`)).map((call) => call.body)).toEqual([
      {
        channelId: id('03'),
        content: 'Release day!',
        embed: {
          title: 'Warden 2.4.1',
          description: 'Faster **moderation** and fewer clicks.',
          color: 0x23a55a,
          author: { name: 'Warden Team', icon_url: null, url: null },
          thumbnail: null,
          image: null,
          footer: { text: 'Thanks for using Warden', icon_url: null },
          timestamp: null,
          fields: [
            { name: 'Speed', value: '2x faster', inline: true },
            { name: 'Size', value: 'Half the bundle', inline: false },
          ],
          button: { label: 'Read the changelog', url: 'https://warden.bot/changelog' },
        },
      },
    ]);
    await page.locator('main').getByText('Embed sent successfully!').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByLabel('Channel').inputValue()).toBe('');
    await page.close();
  });

  it('warns before a reload with an unsent draft, and keeps the draft across it', async () => {
    const page = await openTool('embed-generator');
    await page.getByLabel('Title').fill('Still here after reload');
    const warned = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await warned).toBe('beforeunload');
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Still here after reload');
    await page.close();
  });

  it('gives the editor the whole width once the live preview is off', async () => {
    const page = await openTool('embed-generator');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    const editor = page.getByRole('group', { name: 'Message', exact: true });
    const besidePreview = (await editor.boundingBox())?.width ?? 0;
    expect(besidePreview).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Live preview' }).uncheck();
    await expect.poll(async () => (await editor.boundingBox())?.width).toBeGreaterThan(2 * besidePreview);
    await page.close();
  });
});

describe('reaction roles', () => {
  it('sends a reaction-role message with a custom emoji picked from the server', async () => {
    const page = await openTool('reaction-role');
    await page.getByRole('heading', { name: 'Reaction Roles' }).waitFor();
    await page.getByRole('option', { name: '#roles' }).waitFor({ state: 'attached' });
    await page.getByLabel('Channel').selectOption({ label: '#roles' });
    await page.getByLabel('Message (optional)').pressSequentially('Pick your roles, @gam');
    await page.getByRole('option', { name: '@Gamer' }).click();
    await page.getByLabel('Button 1 role').selectOption({ label: 'Gamer' });
    await page.getByLabel('Button 1 label').fill('Gamer');
    await page.getByLabel('Button 1 emoji').pressSequentially(':party');
    await page.getByRole('listbox', { name: 'Emojis' }).getByRole('option').first().click();
    await page.getByLabel('Button 1 style').selectOption({ label: 'Success' });
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.getByLabel('Button 2 role').selectOption({ label: 'VIP' });
    await page.getByLabel('Button 2 label').fill('VIP');
    await page.getByRole('button', { name: 'Send Reaction Roles' }).click();
    await page.locator('main').getByText('Reaction roles sent successfully!').waitFor();

    expect(
      (await received('POST', `/dashboard/embed/send-roles/${SERVER}`)).map((call) => call.body),
    ).toEqual([
      {
        channelId: id('06'),
        message: 'Pick your roles, @Gamer',
        roles: [
          {
            roleId: id('18'),
            label: 'Gamer',
            emoji: `<a:party_blob:${id('22')}>`,
            style: 3,
          },
          { roleId: id('16'), label: 'VIP', emoji: '', style: 1 },
        ],
      },
    ]);
    await page.close();
  });
});
