// Browser tests, keyboard only: the dashboard sidebar as WAI-ARIA disclosure navigation at desktop and phone widths.
import { describe, expect, inject, it } from 'vitest';
import { installDemoBrowser, openSignedIn } from './support/demo';
import { focused, tabToElement } from './support/keyboard';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

describe('the dashboard sidebar', () => {
  it('at desktop width: a named nav, the current page marked, the Tools group a disclosure button', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const current = () => nav.locator('[aria-current="page"]').textContent();
    expect(await current()).toContain('Server Settings');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);

    const tools = nav.getByRole('button', { name: 'Tools' });
    const welcomer = nav.getByRole('link', { name: 'Welcomer' });
    await tabToElement(page, tools);
    expect(await tools.getAttribute('aria-expanded')).toBe('true');
    expect(await tools.getAttribute('aria-controls')).toBe(
      await welcomer.evaluate((link) => link.closest('ul')?.id),
    );
    await page.keyboard.press('Enter');
    await welcomer.waitFor({ state: 'hidden' });
    expect(await tools.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await welcomer.waitFor();
    expect(await tools.getAttribute('aria-expanded')).toBe('true');

    await tabToElement(page, welcomer);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/${SERVER}/welcome-config`);
    await expect.poll(current).toContain('Welcomer');
    expect(await nav.locator('[aria-current]').count()).toBe(1);
    await page.close();
  });

  it('at phone width: the menu button discloses the drawer, and Escape closes it with focus back on the button', async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const analytics = nav.getByRole('link', { name: 'Analytics' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`#${await menu.getAttribute('aria-controls')}`).count()).toBe(1);
    await analytics.waitFor({ state: 'hidden' });

    await tabToElement(page, menu);
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await analytics.waitFor();
    await tabToElement(page, analytics);
    await page.keyboard.press('Escape');
    await analytics.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await tabToElement(page, analytics);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/${SERVER}/analytics`);
    await analytics.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const hiddenAnalytics = page
      .getByRole('navigation', { name: 'Dashboard', includeHidden: true })
      .getByRole('link', { name: 'Analytics', includeHidden: true });
    expect(await hiddenAnalytics.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => focused(page)).toMatch(/^(H1|MAIN) /);
    await page.close();
  });
});
