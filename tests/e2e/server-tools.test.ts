// Browser checks of the autoresponder manager and the Welcome Dashboard against the demo bot API.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { installDemoBrowser, demoCalls as receivedCalls, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** A signed-in page at `path`. */
async function signedIn(path: string): Promise<Page> {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The bodies the demo bot API received with this method and path. */
async function demoCalls(method: string, path: string): Promise<unknown[]> {
  return (await receivedCalls(baseUrl, method, path)).map((call) => call.body);
}

describe('autoresponders', () => {
  it('adds autoresponders up to the limit of 3 and deletes one after confirming', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/auto-responder`);
    await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
    await page.getByRole('region', { name: 'Server Info' }).getByText('Warden HQ').waitFor();
    for (const [index, [trigger, response]] of [
      ['good night', 'Sleep well!'],
      ['rules', 'Read #rules first'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByLabel('Trigger Word/Phrase').fill(`  ${trigger} `);
      await page.getByLabel('Bot Response').fill(response as string);
      await page.getByRole('button', { name: 'Add Autoresponder' }).click();
      await page.locator('main').getByText('Autoresponder created successfully!').waitFor();
      await page.getByRole('heading', { name: `Autoresponders (${index + 2}/3)` }).waitFor();
    }
    expect(await demoCalls('POST', `/bot/server/${SERVER}/autoresponders`)).toEqual([
      { trigger: 'good night', response: 'Sleep well!' },
      { trigger: 'rules', response: 'Read #rules first' },
    ]);
    expect(await page.getByRole('button', { name: 'Add New' }).isDisabled()).toBe(true);
    await page.locator('main').getByText('Maximum autoresponders reached (3/3)').waitFor();

    await page.getByRole('button', { name: 'Delete autoresponder "good night"' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete the autoresponder for "good night"?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.locator('main').getByText('Autoresponder deleted successfully!').waitFor();
    await page.getByRole('heading', { name: 'Autoresponders (2/3)' }).waitFor();
    expect(await demoCalls('DELETE', `/bot/server/${SERVER}/autoresponders/good%20night`)).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Add New' }).isDisabled()).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Autoresponders (2/3)' }).waitFor();
    await page.close();
  });
});

describe('welcome configuration', () => {
  it('configures and saves a welcome message, and shows it again after a reload', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/welcome-config`);
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    const [channelId] = await page.getByLabel('Welcome channel').selectOption({ label: '#general' });
    await page.getByRole('tab', { name: 'Message' }).click();
    await page.getByRole('combobox', { name: 'Message' }).fill('Hey {user}, welcome to **{server}**!');
    const preview = page.getByRole('region', { name: 'Live preview' });
    await preview.getByText('Preview of welcome message in #general').waitFor();
    await preview.getByText('Your Server').waitFor();
    await page.getByRole('tab', { name: 'Embed' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Say hi to {username}');
    await page.getByLabel('Thumbnail', { exact: true }).selectOption({ label: "User's profile picture" });
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByRole('switch', { name: 'Add an action button' }).check();
    await page.getByLabel('Button text').fill('Read the rules');
    await page.getByLabel('Button URL').fill('https://example.com/rules');
    await preview.getByRole('link', { name: /Read the rules/ }).waitFor();
    await preview.getByText('Say hi to NewUser').waitFor();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByRole('main').getByText('Configuration saved successfully').waitFor();

    const [saved] = (await demoCalls('POST', '/welcomer/update')) as {
      guildId: string;
      config: Record<string, unknown>;
    }[];
    expect(saved?.guildId).toBe(SERVER);
    expect(saved?.config).toMatchObject({
      enabled: true,
      channel: channelId,
      message: 'Hey {user}, welcome to **{server}**!',
      embed: {
        enabled: true,
        title: 'Say hi to {username}',
        thumbnail: { type: 'user_avatar', url: '' },
        button: { enabled: true, label: 'Read the rules', url: 'https://example.com/rules' },
      },
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    expect(await page.getByLabel('Welcome channel').inputValue()).toBe(channelId);
    await page.getByRole('tab', { name: 'Message' }).click();
    expect(await page.getByRole('combobox', { name: 'Message' }).inputValue()).toBe(
      'Hey {user}, welcome to **{server}**!',
    );
    await page.getByRole('tab', { name: 'Advanced' }).click();
    expect(await page.getByLabel('Button text').inputValue()).toBe('Read the rules');
    await preview.getByText('Say hi to NewUser').waitFor();
    await page.close();
  });
});
