// Launches Debian's Chromium through playwright-core with the flags this offline machine needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** A browser with a fresh profile; `close` removes the profile too. */
export interface TestBrowser {
  browser: BrowserContext;
  close: () => Promise<void>;
}

/**
 * The page's language, time zone and window size, fixed so that no test depends on the machine's
 * settings (LANG, TZ) or on a default that another Playwright version may change.
 */
const BROWSER_SETTINGS = {
  locale: 'en-US',
  timezoneId: 'UTC',
  viewport: { width: 1280, height: 720 },
} as const;

/**
 * Starts headless Chromium (/usr/bin/chromium or $CHROMIUM_PATH) with a new user-data dir and
 * BROWSER_SETTINGS; `locale` replaces the browser's language (its Accept-Language and navigator.languages);
 * `args` are switches added after CHROMIUM_FLAGS (e.g. the bench's HTTP/2 front's certificate).
 */
export async function launchBrowser(
  options: { javaScriptEnabled?: boolean; locale?: string; args?: string[] } = {},
): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'warden-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...BROWSER_SETTINGS,
    ...(options.locale ? { locale: options.locale } : {}),
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
  return {
    browser: context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type { Browser };
