// `npm test`: typecheck, worker types check, lint, build, then unit, worker (workerd), build and browser (Chromium) tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const steps = [
  ['typecheck', ['npx', '--no-install', 'tsc', '-b']],
  [
    'worker types match wrangler.toml (else: npm run cf-typegen)',
    ['npm', 'run', '--silent', 'cf-typegen', '--', '--check'],
  ],
  ['lint', ['npx', '--no-install', 'biome', 'check', '.']],
  ['build and pre-render', ['npm', 'run', 'build', '--silent']],
  ['unit, worker and browser tests', ['npx', '--no-install', 'vitest', 'run', ...process.argv.slice(2)]],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
