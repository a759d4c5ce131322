// The screenshot comparison (`npm run test:visual`): Chromium against the built product, kept out of `npm test` because its baseline is taken on this machine.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

Object.assign(process.env, { LC_ALL: 'en_US.UTF-8', LANG: 'en_US.UTF-8', TZ: 'UTC' });

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'visual',
    include: ['tests/e2e/visual/**/*.visual.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
