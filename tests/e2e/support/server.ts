// Starts and stops the built product under `wrangler dev` on a free loopback port, for browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devVarArgs } from '../../../scripts/dev-vars.mjs';
import { type WorkerEnvName, workerEnv, wranglerProcessEnv } from '../../../scripts/worker-env.mjs';

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
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`wrangler dev did not answer in time:\n${output()}`);
}

/**
 * Serves dist/client (built beforehand) and the worker of wrangler environment `target` (`demo`:
 * the demo entry; `production`: the deployable worker) with the given settings. Resolves once
 * /api/config answers.
 */
export async function startProductServer(
  target: WorkerEnvName,
  vars: Record<string, string> = {},
): Promise<ProductServer> {
  const port = await freePort();
  const wrangler = join(root, 'node_modules', '.bin', 'wrangler');
  const args = [
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--show-interactive-dev-session=false',
  ];
  const child = spawn(
    wrangler,
    [
      ...args,
      ...workerEnv({ CLOUDFLARE_ENV: target }).args,
      ...devVarArgs(vars),
      '--persist-to',
      join(root, '.wrangler', `e2e-${port}`),
    ],
    {
      cwd: root,
      env: { ...wranglerProcessEnv(process.env), CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
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
