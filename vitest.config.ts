// Test projects: unit (shared logic and React components), worker (inside workerd), build (the deployable bundle, and the bench probes' support in Node) and e2e (Chromium against wrangler dev).
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CATALOG_CONSTANTS } from '#shared/catalog/build-constants';
import { catalogData } from './scripts/catalog-data.ts';
import { messageCatalogues } from './scripts/message-catalogues.ts';

// Tests run in one language and time zone whatever the machine's LANG and TZ: the pages format
// numbers and dates in the default locale (1,234 in English, 1.234 in German). Set before the test
// processes start, so their ICU takes it as the default; the browser tests pin theirs in the context.
Object.assign(process.env, { LC_ALL: 'en_US.UTF-8', LANG: 'en_US.UTF-8', TZ: 'UTC' });

/** Settings the worker tests run with: a fake bot API and verification API, and a short timeout. */
export const WORKER_TEST_VARS = {
  BOT_API_BASE: 'https://bot.example.test',
  VERIFY_API_BASE: 'https://verify.example.test',
  TRANSCRIPT_ORIGINS: 'http://127.0.0.1:9555',
  UPSTREAM_TIMEOUT_MS: '200',
};

/** The history database's migrations, applied inside workerd by tests/worker/setup.ts. */
const historyMigrations = await readD1Migrations('migrations');

export default defineConfig({
  test: {
    projects: [
      {
        // the catalogues reach the components as in the browser build: fetched JSON data files
        plugins: [
          react(),
          catalogData(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
          messageCatalogues(fileURLToPath(new URL('./web/src/locales', import.meta.url))),
        ],
        define: CATALOG_CONSTANTS,
        test: {
          name: 'unit',
          include: ['tests/shared/**/*.test.ts', 'tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // Property tests and long typed-in texts take a few seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: { bindings: { ...WORKER_TEST_VARS, TEST_MIGRATIONS: historyMigrations } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [messageCatalogues(fileURLToPath(new URL('./web/src/locales', import.meta.url)))],
        test: {
          name: 'e2e',
          // the texts the tests import read the English catalogue
          setupFiles: ['tests/e2e/support/english-texts.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // expect.poll waits for the page, which on a busy 2-core machine can take seconds to react
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
