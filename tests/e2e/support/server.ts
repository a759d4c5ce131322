// Starts and stops the product on a free loopback port for browser tests: the build under `wrangler dev`, or `npm run dev`.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devVarArgs } from '#scripts/dev-vars.mjs';
import { migrateLocalHistory } from '#scripts/history-db.mjs';
import { type WorkerEnvName, workerEnv, wranglerProcessEnv } from '#scripts/worker-env.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A running product server. */
export interface ProductServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server did not answer in time:\n${output()}`);
}

/**
 * Runs `command args` in its own process group with `env` and resolves once `/api/config` answers
 * on `port`; `stop` ends the whole group (SIGTERM, then SIGKILL after 5 s).
 */
async function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ProductServer> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilUp(`${baseUrl}/api/config`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * Serves dist/client (built beforehand) and the worker of wrangler environment `target` (`demo`:
 * the demo entry; `production`: the deployable worker) with the given settings under `wrangler dev`.
 * Resolves once /api/config answers.
 */
export async function startProductServer(
  target: WorkerEnvName,
  vars: Record<string, string> = {},
): Promise<ProductServer> {
  const port = await freePort();
  const persistTo = join(root, '.wrangler', `e2e-${port}`);
  const args = [
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--show-interactive-dev-session=false',
    ...workerEnv({ CLOUDFLARE_ENV: target }).args,
    ...devVarArgs(vars),
    '--persist-to',
    persistTo,
  ];
  const wrangler = join(root, 'node_modules', '.bin', 'wrangler');
  const env = wranglerProcessEnv(process.env);
  migrateLocalHistory(workerEnv({ CLOUDFLARE_ENV: target }).args, env, persistTo);
  return startServer(wrangler, args, env, port);
}

/** Runs `npm run dev` (Vite's dev server with the demo worker in workerd) on a free port. */
export async function startDevServer(): Promise<ProductServer> {
  const port = await freePort();
  const env = { ...wranglerProcessEnv(process.env), PORT: String(port) };
  return startServer(process.execPath, [join(root, 'scripts', 'dev.mjs')], env, port);
}
