// Browser and HTTP checks of the whole product as `npm start` serves it in demo mode.
import { describe, expect, inject, it } from 'vitest';
import { installDemoBrowser, signInAsDemo } from './support/demo';

const baseUrl = inject('baseUrl');
const chrome = installDemoBrowser(baseUrl);

describe('the served product', () => {
  it('loads the home page', async () => {
    const page = await chrome().browser.newPage();
    const reply = await page.goto(baseUrl);
    expect(reply?.status()).toBe(200);
    await page.locator('h1').first().waitFor();
    await page.close();
  });

  it('reaches /dashboard through the demo login', async () => {
    const page = await chrome().browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Login with Discord' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Warden HQ').first().waitFor();
    await page.close();
  });

  it('reloads a deep link to a server dashboard', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    const reply = await page.goto(`${baseUrl}/dashboard/1100000000000000001`);
    expect(reply?.status()).toBe(200);
    await page.reload();
    expect(page.url()).toBe(`${baseUrl}/dashboard/1100000000000000001`);
    await page.close();
  });

  it('shows the 404 text for an unknown path', async () => {
    const page = await chrome().browser.newPage();
    const reply = await page.goto(`${baseUrl}/no/such/page`);
    expect(reply?.status()).toBe(404);
    await page.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    await page.close();
  });
});
