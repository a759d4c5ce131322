// Screenshot comparison: every page at desktop and phone width, pixel by pixel against a baseline taken before a change (`LOOK_MODE=baseline`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { installDemoBrowser, SESSION_COOKIE_NAMES, signInAsDemo } from '../support/demo';
import { LOOK_PAGES } from './pages';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

/** `baseline` writes the reference screenshots; anything else compares against them. */
const capturing = process.env.LOOK_MODE === 'baseline';
/** The colour scheme the browser asks for (`LOOK_THEME=light`), dark by default: the site's look before the light theme. */
const colorScheme = process.env.LOOK_THEME === 'light' ? 'light' : 'dark';
/** `LOOK_DIRECTION=rtl` makes each page right-to-left once it has loaded, as an Arabic page is (tests/e2e/right-to-left.test.ts). */
const rightToLeft = process.env.LOOK_DIRECTION === 'rtl';
/** Where the screenshots go: `baseline/`, `current/` and `diff/` (ignored by git). */
const folder = process.env.LOOK_DIR ?? 'test-results/look';

/** Texts that follow the clock (message times, change dates), covered in every screenshot. */
const CLOCK_TEXTS = 'time, .preview-message__time, .history-entry__meta > span:last-child';

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 360, height: 740 },
] as const;

/**
 * The pixels that differ between two PNGs (anti-aliasing ignored); a size change counts every pixel.
 * Writes the highlighted difference to `diffFile` when there is one.
 */
function differingPixels(expected: Buffer, actual: Buffer, diffFile: string): number {
  const before = PNG.sync.read(expected);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) {
    writeFileSync(diffFile, actual);
    return Math.max(before.width * before.height, after.width * after.height);
  }
  const diff = new PNG({ width: before.width, height: before.height });
  const count = pixelmatch(before.data, after.data, diff.data, before.width, before.height, {
    threshold: 0.1,
  });
  if (count > 0) writeFileSync(diffFile, PNG.sync.write(diff));
  return count;
}

describe.each(VIEWPORTS)('the look at $label width', ({ label, width, height }) => {
  it.each(LOOK_PAGES)('matches the baseline on $name', async (route) => {
    const page = await chrome().browser.newPage();
    try {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      if (route.signedIn) await signInAsDemo(page, baseUrl);
      else await page.context().clearCookies({ name: SESSION_COOKIE_NAMES });
      await page.goto(`${baseUrl}${route.path}`);
      await route.ready(page);
      if (rightToLeft) {
        // The app sets <html dir> from its locale when it hydrates, which on a busy machine can come
        // after `ready`: an observer puts rtl back before the next frame, so no shot is half left-to-right.
        await page.evaluate(() => {
          const root = document.documentElement;
          const pin = () => {
            if (root.dir !== 'rtl') root.dir = 'rtl';
          };
          new MutationObserver(pin).observe(root, { attributes: true, attributeFilter: ['dir'] });
          pin();
          return new Promise(requestAnimationFrame);
        });
      }
      const shot = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator(CLOCK_TEXTS)],
      });
      const file = `${route.name}-${label}.png`;
      const kind = capturing ? 'baseline' : 'current';
      mkdirSync(join(folder, kind), { recursive: true });
      writeFileSync(join(folder, kind, file), shot);
      if (capturing) return;
      const baseline = join(folder, 'baseline', file);
      expect(existsSync(baseline), `no baseline ${baseline}: run with LOOK_MODE=baseline first`).toBe(true);
      mkdirSync(join(folder, 'diff'), { recursive: true });
      expect(differingPixels(readFileSync(baseline), shot, join(folder, 'diff', file))).toBe(0);
    } finally {
      await page.close();
    }
  });
});
