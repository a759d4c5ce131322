// Bench probe: the markdown parser on 4096-character worst cases, each mean parse time and the work per character beside its target.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const title = 'Markdown parser: 4096-character messages, worst cases';

/** Where tests/bench/markdown.bench.ts writes its results (its MARKDOWN_RESULTS_DIR). */
const RESULTS = join('bench', 'results', 'markdown');
/** One frame at 60 Hz: parsing one hostile message must never cost a visible frame. */
const MEAN_TARGET_MS = 16;
/** The bound tests/web/lib/markdown/linear-time.test.ts asserts: linear work, at most 40 steps per character. */
const STEPS_TARGET = 40;

/**
 * Runs tests/bench/markdown.bench.ts, then reads the results it wrote: one row per text (mean
 * parse time) and one for the most work per character among them.
 * @throws Error when the benchmark fails or writes no results.
 */
export async function measure(context) {
  const dir = join(context.root, RESULTS);
  rmSync(dir, { recursive: true, force: true });
  const result = spawnSync(
    'npx',
    [
      '--no-install',
      'vitest',
      'bench',
      '--run',
      '--config',
      'tests/bench/vitest.config.ts',
      'tests/bench/markdown.bench.ts',
    ],
    { cwd: context.root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vitest bench exited with ${result.status}`);
  if (!existsSync(join(dir, 'steps.json'))) throw new Error(`no results in ${RESULTS}`);
  const steps = JSON.parse(readFileSync(join(dir, 'steps.json'), 'utf8'));
  const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const files = new Set(readdirSync(dir));
  const rows = steps.map(({ name }) => {
    const file = `${slug(name)}.json`;
    const mean = files.has(file)
      ? JSON.parse(readFileSync(join(dir, file), 'utf8')).latency?.mean
      : undefined;
    return { figure: `parse ${name} (mean)`, value: mean, unit: 'ms', target: MEAN_TARGET_MS };
  });
  const worst = steps.reduce((a, b) => (b.steps / b.length > a.steps / a.length ? b : a));
  rows.push({
    figure: `work, worst case (${worst.name})`,
    value: worst.steps / worst.length,
    unit: 'steps/char',
    target: STEPS_TARGET,
  });
  return rows;
}
