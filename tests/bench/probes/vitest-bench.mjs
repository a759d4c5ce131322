// Bench probe: the Vitest benchmarks in tests/bench/*.bench.ts (markdown parser, embed body validation), printed by Vitest itself.
import { spawnSync } from 'node:child_process';

export const title = 'Vitest benchmarks (tests/bench/*.bench.ts)';

/**
 * Runs `vitest bench` once with its own tables on the terminal.
 * @throws Error when a benchmark fails.
 */
export async function measure(context) {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['--no-install', 'vitest', 'bench', '--run', '--config', 'tests/bench/vitest.config.ts'],
    { cwd: context.root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vitest bench exited with ${result.status}`);
  return [{ figure: 'vitest bench run time', value: performance.now() - started, unit: 'ms' }];
}
