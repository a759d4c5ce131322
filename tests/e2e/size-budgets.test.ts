// Every route stays within its size budget (tests/size-budgets.ts): gzip JS and CSS loaded by Chromium from the built product.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { SIZE_BUDGETS } from '../size-budgets';
import { installDemoBrowser, signInAsDemo } from './support/demo';
import { measurePageWeight } from './support/page-weight';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

it.each(SIZE_BUDGETS)('$route loads at most $jsKb KB of JS and $cssKb KB of CSS (gzip)', async (budget) => {
  const page = await chrome().browser.newPage();
  if (budget.signedIn) await signInAsDemo(page, baseUrl);
  const heading = budget.readyHeading;
  const ready = heading
    ? (opened: Page) => opened.getByRole('heading', { name: heading, exact: true }).waitFor()
    : undefined;
  const weight = await measurePageWeight(page, `${baseUrl}${budget.route}`, ready);
  await page.close();
  const heaviest = [...weight.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${file.url.split('/').pop()} ${kb(file.gzipBytes)}`)
    .join(', ');
  const over = [
    weight.jsBytes > budget.jsKb * 1000 &&
      `${budget.route}: JS ${kb(weight.jsBytes)} gzip is over its budget of ${budget.jsKb} KB`,
    weight.cssBytes > budget.cssKb * 1000 &&
      `${budget.route}: CSS ${kb(weight.cssBytes)} gzip is over its budget of ${budget.cssKb} KB`,
  ]
    .filter(Boolean)
    .map((problem) => `${problem} (loaded: ${heaviest})`);
  expect(over).toEqual([]);
  expect(weight.jsBytes).toBeGreaterThan(0);
  expect(weight.cssBytes).toBeGreaterThan(0);
});
