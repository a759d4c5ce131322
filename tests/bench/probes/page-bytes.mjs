// Bench probe: gzip JS and CSS each budgeted route loads in Chromium, beside its budget from tests/size-budgets.ts.
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { measurePageWeight } from '#tests/e2e/support/page-weight.ts';
import { SIZE_BUDGETS } from '#tests/size-budgets.ts';
import { signInAsDemo } from '../support/demo-sign-in.mjs';

export const title = 'Page bytes (gzip, as loaded by Chromium)';

/**
 * One JS and one CSS row per budgeted route; signed-in routes are loaded with the demo admin's
 * session cookie (in a context of their own), as tests/e2e/size-budgets.test.ts loads them.
 */
export async function measure(context) {
  const { baseUrl } = await context.productServer();
  const chrome = await launchBrowser();
  try {
    const rows = [];
    for (const budget of SIZE_BUDGETS) {
      const page = await chrome.browser.newPage();
      if (budget.signedIn) await signInAsDemo(page.context(), baseUrl);
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
