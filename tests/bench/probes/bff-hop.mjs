// Bench probe: the BFF's own added latency on a forwarded GET (built worker on workerd via Miniflare, local upstream), and wrangler dev's overhead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

// wrangler's own Miniflare (the one matching its workerd), not the test pool's older copy
const { Miniflare } = createRequire(import.meta.resolve('wrangler/package.json'))('miniflare');

export const title = 'BFF hop (GET /api/auth/servers forwarded to a local upstream)';

const ROUNDS = 400;
const WARM_UP = 50;
const TOKEN = 'bench-session-token';
const BODY = JSON.stringify([{ id: '1100000000000000001', name: 'Warden HQ', icon: null, owner: true }]);
/** Limits high enough that the benchmark's own requests are never refused (429). */
const NO_LIMIT = { limit: 1_000_000, period: 60 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Milliseconds one `fetch` of `url` takes, body read. @throws Error on a non-200 reply. */
async function timed(url, init) {
  const started = performance.now();
  const reply = await fetch(url, init);
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return performance.now() - started;
}

/** Median times of `targets` (name → [url, init]), requests interleaved so load hits them alike. */
async function medians(targets) {
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    for (const [name, [url, init]] of Object.entries(targets)) {
      const ms = await timed(url, init);
      if (round >= WARM_UP) samples[name].push(ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}

/** Bundles the production worker the way `wrangler deploy` would, into a fresh directory. */
function bundleWorker(root) {
  const outDir = mkdtempSync(join(tmpdir(), 'warden-worker-'));
  const result = spawnSync(
    'npx',
    ['--no-install', 'wrangler', 'deploy', '--dry-run', '--env=', '--outdir', outDir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('wrangler deploy --dry-run failed');
  return outDir;
}

export async function measure(context) {
  const upstream = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(BODY);
  });
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  context.onCleanup(() => new Promise((done) => upstream.close(done)));

  const outDir = bundleWorker(context.root);
  context.onCleanup(async () => rmSync(outDir, { recursive: true, force: true }));
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(context.root, 'wrangler.toml'));
  const vars = { BOT_API_BASE: upstreamUrl, VERIFY_API_BASE: upstreamUrl };
  const text = (value) => ({ type: 'text', value: String(value) });
  const limits = Object.values(workerOptions.ratelimits ?? {}).map((limit) => [
    limit.name,
    { type: 'rate-limit', namespace: limit.namespace_id, simple: NO_LIMIT },
  ]);
  const modules = Object.fromEntries(
    readdirSync(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, { type: 'esm', contents: readFileSync(join(outDir, file), 'utf8') }]),
  );
  const miniflare = new Miniflare({
    workers: [
      {
        config: {
          name: 'warden',
          compatibilityDate: workerOptions.compatibilityDate,
          compatibilityFlags: workerOptions.compatibilityFlags,
          manifest: { mainModule: 'index.js', modules },
          env: {
            ...Object.fromEntries(
              Object.entries({ ...workerOptions.bindings, ...vars }).map(([k, v]) => [k, text(v)]),
            ),
            ...Object.fromEntries(limits),
          },
        },
      },
    ],
  });
  context.onCleanup(() => miniflare.dispose());
  // the same hop into workerd with no BFF at all: a worker answering the same body itself
  const empty = new Miniflare({
    workers: [
      {
        config: {
          name: 'empty',
          compatibilityDate: workerOptions.compatibilityDate,
          manifest: {
            mainModule: 'index.js',
            modules: {
              'index.js': {
                type: 'esm',
                contents: `export default { fetch: () => new Response(${JSON.stringify(BODY)}, { headers: { 'content-type': 'application/json' } }) };`,
              },
            },
          },
        },
      },
    ],
  });
  context.onCleanup(() => empty.dispose());
  const emptyUrl = (await empty.ready).href;
  const workerUrl = new URL('/api/auth/servers', await miniflare.ready).href;
  const init = { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' } };

  const { startProductServer } = await import('../../e2e/support/server.ts');
  context.build();
  const dev = await startProductServer('production', vars);
  context.onCleanup(() => dev.stop());

  const times = await medians({
    direct: [`${upstreamUrl}/auth/servers`, init],
    workerd: [workerUrl, init],
    emptyWorker: [emptyUrl, init],
    wranglerDev: [`${dev.baseUrl}/api/auth/servers`, init],
    wranglerStatic: [`${dev.baseUrl}/favicon.svg`, {}],
  });
  return [
    { figure: 'upstream called directly (median)', value: times.direct, unit: 'ms' },
    { figure: 'through the worker on workerd (median)', value: times.workerd, unit: 'ms' },
    {
      figure: 'BFF added latency (workerd − direct)',
      value: times.workerd - times.direct,
      unit: 'ms',
      target: 1,
    },
    { figure: 'an empty worker on workerd (median)', value: times.emptyWorker, unit: 'ms' },
    {
      figure: 'BFF code alone (workerd − empty worker − direct)',
      value: times.workerd - times.emptyWorker - times.direct,
      unit: 'ms',
    },
    { figure: 'through wrangler dev (median)', value: times.wranglerDev, unit: 'ms' },
    {
      figure: "wrangler dev's overhead (wrangler dev − workerd)",
      value: times.wranglerDev - times.workerd,
      unit: 'ms',
    },
    { figure: 'a static file through wrangler dev (median)', value: times.wranglerStatic, unit: 'ms' },
  ];
}
