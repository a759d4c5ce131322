// Browser test: with dir="rtl" on <html> the site and the dashboard mirror, nothing scrolls sideways at 360 px, and axe stays clean.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { installDemoBrowser, SESSION_COOKIE_NAMES, signInAsDemo } from './support/demo';
import { LOOK_PAGES, type LookPage } from './visual/pages';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

/** Opens `route` at `width` px, signed in when the page needs it, and once it has loaded makes the document right-to-left, as an Arabic page is. */
async function openRightToLeft(route: LookPage, width: number): Promise<Page> {
  const page = await chrome().browser.newPage();
  await page.setViewportSize({ width, height: 740 });
  if (route.signedIn) await signInAsDemo(page, baseUrl);
  else await page.context().clearCookies({ name: SESSION_COOKIE_NAMES });
  await page.goto(`${baseUrl}${route.path}`);
  await route.ready(page);
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
    return new Promise(requestAnimationFrame);
  });
  return page;
}

/** The left edges of the elements `selectors` match first, in page pixels. */
function leftEdges(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN),
    selectors,
  );
}

const pageNamed = (name: string) => {
  const route = LOOK_PAGES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no page ${name}`);
  return route;
};

describe('right-to-left at 360 px', () => {
  it.each(LOOK_PAGES)('$name has no sideways scroll and no serious axe violation', async (route) => {
    const page = await openRightToLeft(route, 360);
    try {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('right-to-left at 1280 px', () => {
  it('puts the site brand on the right of the menu', async () => {
    const page = await openRightToLeft(pageNamed('home'), 1280);
    try {
      const [brand, menu] = await leftEdges(page, ['.site-nav__brand', '.site-nav__menu']);
      expect(brand).toBeGreaterThan(menu);
    } finally {
      await page.close();
    }
  });

  it('puts the dashboard sidebar on the right of the page area', async () => {
    const page = await openRightToLeft(pageNamed('server'), 1280);
    try {
      const [sidebar, main] = await leftEdges(page, ['.dash-sidebar', '.dash-shell__main']);
      expect(sidebar).toBeGreaterThan(main);
    } finally {
      await page.close();
    }
  });
});
