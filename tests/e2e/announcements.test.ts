// Browser tests: tools' loading, saving, saved and error states reach the one live region (errors assertively) and leave focus alone.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { failNextDemoCalls, installDemoBrowser, openSignedIn } from './support/demo';
import { hasFocus } from './support/keyboard';
import { announcements } from './support/live-region';
import { inWelcomeMessage as inWelcomeMessageOf } from './support/welcome-editor';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** True when nothing has focus (the page body), as after a page load. */
const nothingFocused = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/** Opens the welcome editor and types at the end of its Message box, by keyboard. */
const inWelcomeMessage = () => inWelcomeMessageOf(chrome(), baseUrl, SERVER);

describe('tool states in the live region', () => {
  it('says Saving, then the saved message, politely, with focus left in the field being edited', async () => {
    const { page, message } = await inWelcomeMessage();
    await page.keyboard.press('Control+s');
    await page.locator('main').getByText('Configuration saved successfully').waitFor();
    const polite = await announcements(page, 'polite');
    expect(polite.indexOf('Saving')).toBeGreaterThanOrEqual(0);
    expect(polite.indexOf('Configuration saved successfully')).toBeGreaterThan(polite.indexOf('Saving'));
    expect(await announcements(page, 'assertive')).toEqual([]);
    expect(await hasFocus(message)).toBe(true);
    await page.close();
  });

  it('keeps focus on Save Configuration while it saves when pressed with Enter', async () => {
    const { page } = await inWelcomeMessage();
    const save = page.getByRole('button', { name: 'Save Configuration' });
    await save.focus();
    await page.keyboard.press('Enter');
    await page.locator('main').getByText('Configuration saved successfully').waitFor();
    expect(await announcements(page, 'polite')).toContain('Saving');
    expect(await hasFocus(save)).toBe(true);
    await page.close();
  });

  it('says a failed save assertively, with the reason, and focus stays in the field', async () => {
    const { page, message } = await inWelcomeMessage();
    await failNextDemoCalls(baseUrl, '/welcomer/update', 1);
    await page.keyboard.press('Control+s');
    await page.locator('main').getByText('Failed to save configuration').waitFor();
    const [error] = await announcements(page, 'assertive');
    expect(error).toMatch(/^Failed to save configuration \S/);
    expect(await announcements(page, 'polite')).not.toContain('Configuration saved successfully');
    expect(await hasFocus(message)).toBe(true);
    await page.close();
  });

  it("says each 'Retrying... (n/3)' politely and the Connection Issue assertively, moving no focus", async () => {
    const page = await openSignedIn(chrome(), baseUrl, '/dashboard');
    await page.getByRole('heading', { name: 'Warden HQ' }).waitFor();
    await failNextDemoCalls(baseUrl, '/auth/servers', 3);
    await page.reload();
    await page.getByRole('region', { name: 'Connection Issue' }).waitFor({ timeout: 15_000 });
    expect(await announcements(page, 'polite')).toEqual([
      'Loading your servers...',
      'Retrying... (2/3)',
      'Retrying... (3/3)',
    ]);
    expect(await announcements(page, 'assertive')).toEqual([
      'Connection Issue Server responded with status: 502',
    ]);
    expect(await nothingFocused(page)).toBe(true);
    await page.close();
  });

  it("says a tool's loading state politely as its page opens", async () => {
    const page = await openSignedIn(chrome(), baseUrl, `/dashboard/${SERVER}/role-config`);
    await page.getByRole('combobox', { name: 'Assigned role: VIP' }).waitFor();
    expect(await announcements(page, 'polite')).toContain('Loading role configuration...');
    expect(await announcements(page, 'assertive')).toEqual([]);
    expect(await nothingFocused(page)).toBe(true);
    await page.close();
  });
});
