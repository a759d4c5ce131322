// The router's first render in a browser: a dashboard page (an address with a server id) renders at once, with no HydrateFallback warning.
import { expect, inject, it } from 'vitest';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

it.each([
  ['/dashboard/1100000000000000001/embed-generator', 'Embed Generator'],
  ['/dashboard/1100000000000000001/logs', 'Dashboard activity'],
])('%s starts without a HydrateFallback warning and shows its heading', async (path, heading) => {
  const page = await chrome().browser.newPage();
  await signInAsDemo(page, baseUrl);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
  await page.close();
});
