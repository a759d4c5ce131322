// Browser check: a tool page's code is fetched as soon as its sidebar link is hovered or focused, before any click.
import { describe, expect, inject, it } from 'vitest';
import { TOOL_TEXTS } from '#web/features/dashboard/texts';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const SERVER_ID = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

describe('the dashboard sidebar', () => {
  it.each([
    ['hovered', TOOL_TEXTS['auto-responder'].name, /\/assets\/autoresponders-page-[^/]+\.js$/],
    ['focused', TOOL_TEXTS['welcome-config'].name, /\/assets\/welcome-config-page-[^/]+\.js$/],
  ] as const)("prefetches a tool page's chunk when its link is %s", async (how, name, chunk) => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseUrl}/dashboard/${SERVER_ID}`, { waitUntil: 'networkidle' });
    expect(requested.filter((url) => chunk.test(url))).toEqual([]);
    const link = page.locator('aside.dash-sidebar').getByRole('link', { name, exact: true });
    const fetched = page.waitForRequest(chunk);
    if (how === 'hovered') await link.hover();
    else await link.focus();
    await fetched;
    expect(page.url()).toBe(`${baseUrl}/dashboard/${SERVER_ID}`);
    await page.close();
  });
});
