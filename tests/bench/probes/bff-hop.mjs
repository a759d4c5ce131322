// Bench probe: the BFF's own added latency on a forwarded GET (built worker on workerd via Miniflare, local upstream), its parts, and wrangler dev's overhead.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundleWorker } from '#scripts/worker-bundle.mjs';

// wrangler's own Miniflare (the one matching its workerd), not the test pool's older copy
const { Miniflare } = createRequire(import.meta.resolve('wrangler/package.json'))('miniflare');

export const title = 'BFF hop (GET /api/auth/servers forwarded to a local upstream)';

/** Rounds per target: wrangler dev keeps wrangler.toml's real limits, so WARM_UP + ROUNDS stays under 600 a minute. */
const ROUNDS = 400;
const WARM_UP = 100;
const TOKEN = 'bench-session-token';
const BODY = JSON.stringify([{ id: '1100000000000000001', name: 'Warden HQ', icon: null, owner: true }]);
/** Limits high enough that the benchmark's own requests are never refused (429). */
const NO_LIMIT = { limit: 1_000_000_000, period: 60 };
const JSON_HEADERS = "{ headers: { 'content-type': 'application/json' } }";

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

/**
 * Median times of `targets` (name → [url, init]), requests interleaved round by round so load from
 * other processes hits them alike. Node's fetch keeps one pooled keep-alive connection per origin,
 * so every target, the upstream included, is measured on a reused connection.
 */
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

/** A Miniflare worker of one ES module, reachable on its own socket (no Miniflare entry worker in front). */
function workerOf(name, code, workerOptions, env = {}) {
  return {
    config: {
      name,
      compatibilityDate: workerOptions.compatibilityDate,
      compatibilityFlags: workerOptions.compatibilityFlags,
      manifest: { mainModule: 'index.js', modules: { 'index.js': { type: 'esm', contents: code } } },
      env,
    },
    dev: { unsafeDirectSockets: [{ host: '127.0.0.1' }] },
  };
}

/**
 * Every figure is a median over interleaved requests in one run:
 * - the production bundle (`wrangler deploy --dry-run`) served by workerd on its own socket, as the
 *   edge dispatches to a worker, with rate limits from Miniflare's simulator and, apart, counted in
 *   memory (production's binding answers from a cache on the same machine; Miniflare's is a Durable
 *   Object writing each call to SQLite, a cost of the simulator, reported on its own row);
 * - the runtime's fixed costs: an empty worker, a worker that only forwards, a BFF route that calls
 *   no upstream, one call of Miniflare's rate-limit simulator, Miniflare's entry worker;
 * - wrangler dev (`npm start`'s server) on the same forwarded GET and on a static file.
 */
export async function measure(context) {
  context.build();
  const upstream = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(BODY);
  });
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  context.onCleanup(() => new Promise((done) => upstream.close(done)));

  const production = bundleWorker('production').code;
  const memoryLimits = bundleWorker('production', 'tests/bench/support/bff-memory-limits.mjs').code;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(context.root, 'wrangler.toml'));
  const vars = { BOT_API_BASE: upstreamUrl, VERIFY_API_BASE: upstreamUrl };
  const text = (value) => ({ type: 'text', value: String(value) });
  const limits = Object.fromEntries(
    Object.values(workerOptions.ratelimits ?? {}).map((limit) => [
      limit.name,
      { type: 'rate-limit', namespace: limit.namespace_id, simple: NO_LIMIT },
    ]),
  );
  const env = {
    ...Object.fromEntries(
      Object.entries({ ...workerOptions.bindings, ...vars }).map(([k, v]) => [k, text(v)]),
    ),
    ...limits,
  };
  const answer = `new Response(${JSON.stringify(BODY)}, ${JSON_HEADERS})`;
  const miniflare = new Miniflare({
    workers: [
      // first, so Miniflare's entry URL reaches it too
      workerOf('empty', `export default { fetch: () => ${answer} };`, workerOptions),
      workerOf(
        'forwarder',
        `export default { fetch: async () => new Response(await (await fetch(${JSON.stringify(`${upstreamUrl}/auth/servers`)})).text(), ${JSON_HEADERS}) };`,
        workerOptions,
      ),
      workerOf(
        'limiter',
        `export default { fetch: async (_request, env) => { await env.API_RATE_LIMIT.limit({ key: 'bench' }); return ${answer}; } };`,
        workerOptions,
        limits,
      ),
      workerOf('bff', production, workerOptions, env),
      workerOf('bffMemoryLimits', memoryLimits, workerOptions, env),
    ],
  });
  context.onCleanup(() => miniflare.dispose());
  const entryUrl = (await miniflare.ready).href;
  const direct = async (name, path) => new URL(path, await miniflare.unsafeGetDirectURL(name)).href;
  const init = { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' } };

  const { startProductServer } = await import('#tests/e2e/support/server.ts');
  const dev = await startProductServer('production', vars);
  context.onCleanup(() => dev.stop());

  const times = await medians({
    upstream: [`${upstreamUrl}/auth/servers`, init],
    bff: [await direct('bff', '/api/auth/servers'), init],
    bffMemoryLimits: [await direct('bffMemoryLimits', '/api/auth/servers'), init],
    bffNoUpstream: [await direct('bffMemoryLimits', '/robots.txt'), {}],
    empty: [await direct('empty', '/'), init],
    emptyViaEntry: [entryUrl, init],
    forwarder: [await direct('forwarder', '/'), init],
    limiter: [await direct('limiter', '/'), init],
    wranglerDev: [`${dev.baseUrl}/api/auth/servers`, init],
    wranglerStatic: [`${dev.baseUrl}/favicon.svg`, {}],
  });
  const ms = (figure, value, more = {}) => ({ figure, value, unit: 'ms', ...more });
  return [
    ms('(a) upstream called directly', times.upstream),
    ms('(b) through the BFF on workerd, rate limits in memory', times.bffMemoryLimits),
    ms('BFF added latency (b − a)', times.bffMemoryLimits - times.upstream, { target: 1 }),
    ms('(b′) through the BFF, rate limits by Miniflare’s simulator', times.bff),
    ms('BFF added latency with the simulator (b′ − a)', times.bff - times.upstream),
    ms('(c) runtime fixed cost: an empty worker on workerd', times.empty),
    ms('(c) a BFF route calling no upstream (/robots.txt)', times.bffNoUpstream),
    ms('a worker that only forwards (fetch, return the body)', times.forwarder),
    ms('BFF code alone (b − forwarding worker)', times.bffMemoryLimits - times.forwarder),
    ms('Miniflare rate-limit simulator, one limit() call', times.limiter - times.empty),
    ms('Miniflare entry worker (not in production)', times.emptyViaEntry - times.empty),
    ms('(d) through wrangler dev', times.wranglerDev),
    ms("(d) wrangler dev's fixed overhead (d − b′)", times.wranglerDev - times.bff),
    ms('(d) a static file through wrangler dev', times.wranglerStatic),
    { figure: 'machine load (1-minute average) after the run', value: loadavg()[0] ?? Number.NaN, unit: '' },
  ];
}
