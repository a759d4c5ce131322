// Waits until React drives a pre-rendered page, whose scripts start only after its first contentful paint (web/src/boot/after-first-paint.js).
import type { Page } from 'playwright-core';

/**
 * Resolves once React has hydrated the page in `page`: its first link carries React's props, so
 * clicks and keys on it are handled client-side. Times out (the page's default) when it never does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('#root a[href]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
}
