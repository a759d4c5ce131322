// Creates and migrates the local D1 database of the change history (migrations/), offline, before a local run serves it.
import { execFileSync } from 'node:child_process';

/**
 * Applies every pending migration of the HISTORY_DB binding of wrangler environment `envArgs`
 * (`--env demo`, or none for production) to the local database wrangler and the Vite plugin serve
 * (`.wrangler/state`, or `persistTo`), creating it on first use. Offline: `env` must come from
 * wranglerProcessEnv. Runs with the caller's output, so a failing migration is shown.
 * @throws Error when wrangler exits non-zero (e.g. a broken migration).
 */
export function migrateLocalHistory(envArgs, env, persistTo) {
  const args = ['--no-install', 'wrangler', 'd1', 'migrations', 'apply', 'HISTORY_DB', '--local', ...envArgs];
  if (persistTo) args.push('--persist-to', persistTo);
  execFileSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, CI: 'true' } });
}
