// Browser tests, keyboard only where the point is the keyboard: focus and announcements after navigation, editor shortcuts, Escape, tabs, progress and reduced motion.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { demoCalls, installDemoBrowser, openSignedIn } from './support/demo';
import { routeInForce } from './support/held-requests';
import { waitForHydration } from './support/hydration';
import { focused, tabTo, tabToElement } from './support/keyboard';
import { announcements } from './support/live-region';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** What the polite live region says now. */
const spoken = (page: Page) => page.locator(`#${LIVE_REGION_IDS.polite}`).textContent();

const signedIn = (path: string) => openSignedIn(chrome(), baseUrl, path);

describe('after a client-side navigation', () => {
  it('focuses the new public page heading and announces its title', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/premium`);
    await page.getByRole('heading', { level: 1, name: 'Premium' }).waitFor();
    await waitForHydration(page);
    await tabTo(page, 'Commands');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/commands`);
    await expect.poll(() => focused(page)).toBe('H1 Command Center');
    await expect.poll(() => spoken(page)).toBe(await page.title());
    await page.close();
  });

  it('focuses the dashboard page heading when a sidebar link is followed', async () => {
    const page = await signedIn(`/dashboard/${SERVER}`);
    await page.getByText('Server Configuration').waitFor();
    await tabTo(page, 'Welcomer');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/${SERVER}/welcome-config`);
    await page.getByRole('heading', { level: 1, name: 'Welcome Dashboard' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^(H1 Welcome Dashboard|MAIN )/);
    const title = await page.title();
    expect((await announcements(page, 'polite')).some((said) => said.startsWith(title))).toBe(true);
    await page.close();
  });
});

describe('editor shortcuts', () => {
  it('saves the welcome configuration with Ctrl+S and announces it, without a download', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/welcome-config`);
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('combobox', { name: 'Message' }).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Hi {user}');
    await page.keyboard.press('Control+s');
    await page.getByText('Configuration saved successfully').first().waitFor();
    await expect.poll(() => spoken(page)).toBe('Configuration saved successfully');
    const saved = (await demoCalls(baseUrl, 'POST', '/welcomer/update')).map((call) => call.body);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ guildId: SERVER, config: { message: 'Hi {user}' } });
    expect(downloads).toEqual([]);
    await page.close();
  });

  it('moves focus to Send Embed with Ctrl+S in the embed sender, sending nothing', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/embed-generator`);
    await page.getByRole('option', { name: '#announcements' }).waitFor({ state: 'attached' });
    await page.getByLabel('Channel').selectOption({ label: '#announcements' });
    await page.getByLabel('Title').focus();
    await page.keyboard.type('Release day');
    await page.keyboard.press('Control+s');
    await expect.poll(() => focused(page)).toBe('BUTTON Send Embed');
    expect(await demoCalls(baseUrl, 'POST', `/dashboard/embed/send/${SERVER}`)).toEqual([]);
    await page.close();
  });
});

describe('Escape, dialogs and tabs', () => {
  it('closes the phone menu with Escape', async () => {
    const page = await signedIn('/dashboard');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const profile = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' });
    await profile.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('keeps focus inside the confirm dialog, closes it with Escape and returns focus', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/auto-responder`);
    await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
    const remove = page.getByRole('button', { name: /^Delete autoresponder/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('moves between the welcome tabs with the arrow keys', async () => {
    const page = await signedIn(`/dashboard/${SERVER}/welcome-config`);
    await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('BUTTON Message');
    expect(await page.getByRole('tab', { name: 'Message' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('BUTTON General');
    await page.close();
  });

  it('moves between the transcript loader tabs with End, Home and the arrows, one Tab stop in all', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/transcribe/`);
    const link = page.getByRole('tab', { name: 'Link' });
    await tabToElement(page, link);
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('BUTTON Upload a file');
    await page.getByRole('tabpanel', { name: 'Upload a file' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('BUTTON Link');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toBe('BUTTON Link');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Paste text' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^TEXTAREA /);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('BUTTON Paste text');
    await page.close();
  });
});

describe('navigation progress', () => {
  it('shows the progress bar while a slow dashboard page loads, then removes it', async () => {
    const page = await signedIn(`/dashboard/${SERVER}`);
    await page.getByText('Server Configuration').waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await routeInForce(page, /\/assets\/autoresponders-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Auto Responder' })
      .click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    release();
    await page.getByRole('heading', { name: 'Autoresponders (1/3)' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('the landing page effects', () => {
  /** Opens the landing page at desktop width and waits until React has taken over the pre-rendered HTML. */
  async function openHydratedHome(page: Page): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(baseUrl);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  }

  /** The hero's effect variables after moving the pointer over it and scrolling. */
  async function effectsAfterPointerAndScroll(page: Page) {
    const hero = page.locator('.home-hero');
    await page.mouse.move(300, 200);
    await page.mouse.move(420, 260);
    await page.mouse.wheel(0, 300);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return hero.evaluate((element) =>
      ['--pointer-x', '--pointer-y', '--scroll'].map((name) => element.style.getPropertyValue(name)),
    );
  }

  it('follow the pointer and the scroll normally', async () => {
    const page = await chrome().browser.newPage();
    await openHydratedHome(page);
    await expect.poll(() => effectsAfterPointerAndScroll(page)).not.toContain('');
    await page.close();
  });

  it('stay still when the visitor prefers reduced motion', async () => {
    const page = await chrome().browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydratedHome(page);
    expect(await effectsAfterPointerAndScroll(page)).toEqual(['', '', '']);
    await page.close();
  });
});
