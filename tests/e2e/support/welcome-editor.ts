// Browser-test steps in the welcome editor: open it signed in and type into its Message box by keyboard.
import type { Locator, Page } from 'playwright-core';
import type { TestBrowser } from './browser';
import { openSignedIn } from './demo';
import { TEXT_END } from './keyboard';

/**
 * Opens the welcome editor of `server` signed in, moves to its Message tab with the arrow keys and
 * types ' See you!' at the end of the Message box, which keeps the focus.
 */
export async function inWelcomeMessage(
  chrome: TestBrowser,
  baseUrl: string,
  server: string,
): Promise<{ page: Page; message: Locator }> {
  const page = await openSignedIn(chrome, baseUrl, `/dashboard/${server}/welcome-config`);
  await page.getByRole('heading', { name: 'Welcome Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowRight');
  const message = page.getByRole('combobox', { name: 'Message' });
  await message.focus();
  await page.keyboard.press(TEXT_END);
  await page.keyboard.type(' See you!');
  return { page, message };
}
