// Every public page at 360 px with a pseudo-locale: texts 40% longer must neither scroll sideways nor be clipped.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS, paths } from '#shared/site-routes';
import { launchBrowser, type TestBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** Every pre-rendered page: the English ones and, for right-to-left, the Arabic ones. */
const PAGES = [...Object.values(PUBLIC_PATHS), paths.settings, paths.premiumRenew];
const CASES = [...PAGES, ...PAGES.map((path) => localizedPath(LOCALES[4], path))];

let chrome: TestBrowser;
beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/**
 * The pseudo-locale, applied in the page under test only (it never ships): every word gets 40% more
 * letters, accented, so a text reads as a longer translation would (German and Portuguese run 30 to
 * 40% longer than English). Then lists what overflows: the page wider than the window, or an element
 * that clips its text (overflow hidden or clip, text-overflow) other than the visually hidden ones.
 */
function pseudoLocalize(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    node.textContent = (node.textContent ?? '').replace(
      /\p{L}+/gu,
      (word) => `${word}${'ẽ'.repeat(Math.ceil(word.length * 0.4))}`,
    );
  }
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth) {
    problems.push(
      `page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`,
    );
  }
  // a text is clipped when part of it lies outside an ancestor that hides its overflow
  const clippers = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const style = getComputedStyle(element);
    return ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
  });
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (parent.closest('.visually-hidden, [aria-hidden="true"], script, style, template')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const clipper = clippers.find((element) => {
        if (!element.contains(node)) return false;
        const box = element.getBoundingClientRect();
        return rect.left < box.left - 1 || rect.right > box.right + 1;
      });
      if (clipper) {
        problems.push(
          `${clipper.tagName.toLowerCase()}.${clipper.className} clips "${node.textContent.trim().slice(0, 40)}"`,
        );
        break;
      }
    }
  }
  return problems;
}

describe('a pseudo-locale 40% longer at 360 px', () => {
  it.each(CASES)('%s neither scrolls sideways nor clips a text', async (path) => {
    const page = await chrome.browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(pseudoLocalize)).toEqual([]);
    await page.close();
  });
});
