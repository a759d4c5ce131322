// Keyboard-only helpers of browser tests: what has focus, Tab until something has it, and whether Ctrl+S's default was stopped.
import type { Locator, Page } from 'playwright-core';

/** The focused element's tag and text, e.g. 'H1 Command Center'. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(
    () => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`,
  );
}

/**
 * Moves the caret to the end of the whole text in a text box. Plain `End` only reaches the end of the
 * visual line, which depends on the machine's fonts and the window's width wherever the text wraps.
 */
export const TEXT_END = 'Control+End';

/** True when `element` has focus. */
export function hasFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === document.activeElement);
}

/** Presses Tab until the focused element's text includes `name`; fails after `limit` presses. */
export async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).includes(name)) return;
  }
  throw new Error(`no focusable '${name}' within ${limit} Tab presses`);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
export async function tabToElement(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`the element was not reached within ${limit} Tab presses`);
}

/**
 * From now on records, for every Ctrl/Cmd+S keydown on the page, whether its default action (the
 * browser's save dialog) was prevented by the time it reached the window. Read with `saveKeyDefaults`.
 */
export async function watchSaveKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    Object.assign(window, { __saveKeyDefaults: seen });
    window.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's')
        seen.push(event.defaultPrevented);
    });
  });
}

/** For each Ctrl/Cmd+S pressed since `watchSaveKeys`, whether the browser's own action was prevented. */
export function saveKeyDefaults(page: Page): Promise<boolean[]> {
  return page.evaluate(
    () => (window as unknown as { __saveKeyDefaults?: boolean[] }).__saveKeyDefaults ?? [],
  );
}
