// Bench probe: gzip JS and CSS each budgeted route loads in Chromium, beside its budget from tests/size-budgets.ts.
import { TOKEN_STORAGE_KEY } from '#shared/constants/storage';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { measurePageWeight } from '#tests/e2e/support/page-weight.ts';
import { SIZE_BUDGETS } from '#tests/size-budgets.ts';

export const title = 'Page bytes (gzip, as loaded by Chromium)';

/** The demo login's token (DEMO_TOKEN of worker/demo/seed.ts). */
const DEMO_TOKEN = 'demo-session-token';

/** One JS and one CSS row per budgeted route. */
export async function measure(context) {
  const { baseUrl } = await context.productServer();
  const chrome = await launchBrowser();
  try {
    const rows = [];
    for (const budget of SIZE_BUDGETS) {
      const page = await chrome.browser.newPage();
      if (budget.signedIn) {
        await page.goto(`${baseUrl}/terms`);
        await page.evaluate(
          ([key, token]) => localStorage.setItem(key, token),
          [TOKEN_STORAGE_KEY, DEMO_TOKEN],
        );
      }
      const heading = budget.readyHeading;
      const ready = heading
        ? (opened) => opened.getByRole('heading', { name: heading, exact: true }).waitFor()
        : undefined;
      const weight = await measurePageWeight(page, `${baseUrl}${budget.route}`, ready);
      await page.close();
      rows.push(
        { figure: `${budget.route} JS`, value: weight.jsBytes / 1000, unit: 'KB', target: budget.jsKb },
        { figure: `${budget.route} CSS`, value: weight.cssBytes / 1000, unit: 'KB', target: budget.cssKb },
      );
    }
    return rows;
  } finally {
    await chrome.close();
  }
}
