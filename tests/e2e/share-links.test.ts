// Share links: copy a draft's link in one browser, open it in a fresh one, and bad links changing nothing.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser';
import { installDemoBrowser, openSignedIn, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl, ['clipboard-read', 'clipboard-write']);

let fresh: TestBrowser | undefined;
afterEach(async () => {
  await fresh?.close();
  fresh = undefined;
});

/** Presses 'Copy share link' and returns the link the clipboard then holds. */
async function copyShareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await page.getByRole('button', { name: 'Link copied' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A page of a second browser with its own profile (no shared storage or cookies), signed in; the URL of every request it makes is kept. */
async function freshSignedInPage(): Promise<{ page: Page; requested: string[] }> {
  fresh = await launchBrowser();
  const page = await fresh.browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // Leaving an editor with unsaved work asks (beforeunload); these tests leave on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsDemo(page, baseUrl);
  return { page, requested };
}

describe('share links', () => {
  it('carry an embed draft to another browser, which opens it in the server the user picks', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('heading', { name: 'Embed Generator' }).waitFor();
    await expect
      .poll(() => page.getByText('it is never sent to a server, ours included.').isVisible())
      .toBe(true);
    await page.getByLabel('Title').fill('Season 4 starts Saturday');
    await page.getByLabel('Description').fill('The ladder resets at **18:00 UTC**.');
    const link = await copyShareLink(page);
    expect(link.startsWith(`${baseUrl}/dashboard/shared#embed-generator.`)).toBe(true);
    expect(link.length).toBeLessThan(2000);

    const { page: other, requested } = await freshSignedInPage();
    await other.goto(link);
    await other.getByText('This link holds a draft for the Embed Generator.').waitFor();
    await other.getByRole('button', { name: 'Open in Pixel Plaza' }).click();
    await other.waitForURL(`${baseUrl}/dashboard/1100000000000000002/embed-generator`);
    await expect.poll(() => other.getByLabel('Title').inputValue()).toBe('Season 4 starts Saturday');
    expect(await other.getByLabel('Description').inputValue()).toBe('The ladder resets at **18:00 UTC**.');
    const data = link.slice(link.indexOf('#') + 1);
    expect(requested.filter((url) => url.includes(data.slice(-40)))).toEqual([]);
  });

  it('carry a reaction-role draft to another browser', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/reaction-role`);
    await page.getByRole('heading', { name: 'Reaction Roles' }).waitFor();
    await page.getByLabel('Message (optional)').fill('Pick your pings');
    await page.getByLabel('Button 1 label').fill('News');
    const link = await copyShareLink(page);

    const { page: other } = await freshSignedInPage();
    await other.goto(link);
    await other.getByRole('button', { name: 'Open in Warden HQ' }).click();
    await expect.poll(() => other.getByLabel('Message (optional)').inputValue()).toBe('Pick your pings');
    expect(await other.getByLabel('Button 1 label').inputValue()).toBe('News');
  });

  it('ask before replacing an unsaved draft: keeping it changes nothing, replacing it is undoable', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/embed-generator`);
    await page.getByLabel('Title').fill('From the link');
    const link = await copyShareLink(page);

    const { page: other } = await freshSignedInPage();
    const mine = {
      channelId: '',
      content: 'My own words',
      embed: {
        title: '',
        description: '',
        color: '#5865f2',
        author: { name: '', icon_url: '', url: '' },
        thumbnail: { url: '' },
        image: { url: '' },
        footer: { text: '', icon_url: '' },
        timestamp: false,
        fields: [],
        button: { label: '', url: '' },
      },
    };
    await other.evaluate(
      ([key, draft]) => localStorage.setItem(key, draft),
      [`warden.embed-draft.${SERVER}`, JSON.stringify(mine)],
    );
    await other.goto(link);
    await other.getByRole('button', { name: 'Open in Warden HQ' }).click();
    await other.getByRole('alertdialog', { name: 'Replace your unsaved draft?' }).waitFor();
    await other.getByRole('button', { name: 'Keep my draft' }).click();
    expect(await other.getByLabel('Message content').inputValue()).toBe('My own words');
    expect(await other.getByLabel('Title').inputValue()).toBe('');

    await other.goto(link);
    await other.getByRole('button', { name: 'Open in Warden HQ' }).click();
    await other.getByRole('button', { name: 'Replace draft' }).click();
    await expect.poll(() => other.getByLabel('Title').inputValue()).toBe('From the link');
    expect(await other.getByLabel('Message content').inputValue()).toBe('');
    await other.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => other.getByLabel('Message content').inputValue()).toBe('My own words');
  });

  it('say why a broken link cannot be opened, and offer no server', async () => {
    const page = await openSignedIn(chrome(), baseUrl, '/dashboard/shared#embed-generator.not*base64');
    const main = page.getByRole('main');
    await main
      .getByText(
        'This link is broken (part of it may be missing). Ask for the link again and copy all of it.',
      )
      .waitFor();
    await main.getByText('Nothing was opened or changed.').waitFor();
    expect(await page.getByRole('button', { name: /^Open in / }).count()).toBe(0);
  });
});
