// Runs axe-core inside a page and lists the serious and critical accessibility violations it finds.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a page. */
const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/**
 * Runs every axe-core rule on the page as it is now and returns one readable line per serious or
 * critical violation (rule, impact, help, the first targets and why the first one fails); an empty list means none.
 * axe is evaluated through the DevTools protocol, so the page's CSP does not block it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a fade-in still running would halve every contrast (endless
  // animations, such as a pulsing badge, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const why = violation.nodes[0]?.any[0]?.message ?? '';
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}x): ${violation.help} at ${targets.join(' | ')}: ${why}`;
    });
}
