// `npm run bench`: runs the performance benchmarks in tests/bench/ once and prints their results.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  [
    '--no-install',
    'vitest',
    'bench',
    '--run',
    '--config',
    'tests/bench/vitest.config.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
