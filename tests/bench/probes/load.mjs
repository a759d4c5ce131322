// Bench probe: load and soak of the production worker on workerd (real assets, a fake bot API in its own process): req/s and p50/p99 at 50 connections, a 5-minute soak with memory, and the 429 path.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundleWorker } from '#scripts/worker-bundle.mjs';

// wrangler's own Miniflare (the one matching its workerd), not the test pool's older copy
const { Miniflare } = createRequire(import.meta.resolve('wrangler/package.json'))('miniflare');

export const title = 'Load and soak (production worker on workerd, fake bot API, loopback)';

/** Concurrent connections of the load runs. */
const CONNECTIONS = 50;
/** Length of each load run and of the soak (LOAD_SECONDS / SOAK_SECONDS shorten them for a trial). */
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
/** Steady request rate of the soak, spread over the five targets (well below the measured capacity). */
const SOAK_RATE = 50;
/** Hard cap on the requests of any one loop, whatever the clock says. */
const MAX_REQUESTS = 2_000_000;
/** Requests of the one-IP flood against production's own limits. */
const FLOOD_REQUESTS = 2_000;
/** Seconds between memory samples in the soak. */
const SAMPLE_SECONDS = 10;
/** A request taking longer than this counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;
const TOKEN = 'bench-session-token';
const SERVER = '1100000000000000001';

/** The `p` quantile (0..1) of `values` (sorted in place). */
function quantile(values, p) {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(p * values.length))] ?? Number.NaN;
}

/** Starts the fake bot API (tests/bench/support/load-upstream.mjs) in a child process; resolves with its base URL and a stop. */
async function startUpstream(root) {
  const child = spawn(process.execPath, [join(root, 'tests/bench/support/load-upstream.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((done, fail) => {
    child.stdout.once('data', (chunk) => done(Number(String(chunk).trim())));
    child.once('exit', (code) => fail(new Error(`the fake upstream exited (${code})`)));
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** How many calls the fake upstream has received. */
async function upstreamCount(baseUrl) {
  return (await (await fetch(`${baseUrl}/__count`)).json()).received;
}

/** Resident memory (MB) of every workerd process below this one (Miniflare's runtime). */
function workerdMemoryMb() {
  const children = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(Number(pid), { ppid, name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    } catch {
      // the process ended meanwhile
    }
  }
  const below = new Set([process.pid]);
  let kb = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, info] of children) {
      if (below.has(pid) || !below.has(info.ppid)) continue;
      below.add(pid);
      grew = true;
      if (!info.name.startsWith('workerd')) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }
  }
  return kb / 1024;
}

/** One HTTP request over `agent`; resolves with its status (0 when it failed) and milliseconds, body read. */
function send(agent, target) {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (status) => resolve({ status, ms: performance.now() - started });
    const request = httpRequest({ ...target.options, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', () => done(0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done(0));
    request.end(target.body);
  });
}

/** A request target: `name`, the node:http options, an optional body and the status it must answer. */
function target(name, url, { method = 'GET', headers = {}, body, status = 200 } = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  const options = { hostname, port, path: `${pathname}${search}`, method, headers };
  if (body !== undefined) options.headers = { ...headers, 'Content-Length': Buffer.byteLength(body) };
  return { name, options, body, status };
}

/**
 * Sends `target` over CONNECTIONS connections for `seconds` (at most MAX_REQUESTS); returns requests
 * per second, p50/p99 in ms and the requests that did not answer the expected status.
 */
async function loadRun(agent, target, seconds) {
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline && latencies.length < MAX_REQUESTS) {
      const reply = await send(agent, target);
      latencies.push(reply.ms);
      if (reply.status !== target.status) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failed,
  };
}

/**
 * Sends the targets in turn at SOAK_RATE a second for `seconds`, sampling workerd's memory every
 * SAMPLE_SECONDS. Returns the requests sent and failed, p99, and the memory samples (MB).
 */
async function soak(agent, targets, seconds) {
  const perTick = SOAK_RATE / 10;
  const started = performance.now();
  const pending = [];
  const memory = [];
  let sent = 0;
  let failed = 0;
  const latencies = [];
  let nextSample = started;
  for (let tick = 0; tick < seconds * 10 && sent < MAX_REQUESTS; tick += 1) {
    const due = started + tick * 100;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (performance.now() >= nextSample) {
      memory.push(workerdMemoryMb());
      nextSample += SAMPLE_SECONDS * 1000;
    }
    for (let n = 0; n < perTick; n += 1) {
      const next = targets[sent % targets.length];
      sent += 1;
      pending.push(
        send(agent, next).then((reply) => {
          latencies.push(reply.ms);
          if (reply.status !== next.status) failed += 1;
        }),
      );
    }
    if (pending.length > 10_000) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  memory.push(workerdMemoryMb());
  return { sent, failed, p99: quantile(latencies, 0.99), memory };
}

/** The mean of `values`. */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Figures of the production app on workerd through Miniflare, with the built assets, against a fake
 * bot API in its own process (loopback only). The load and soak runs use the production app with its
 * rate limits counted in memory at a limit nothing reaches (tests/bench/support/bff-memory-limits.mjs:
 * production's binding answers from a cache on the same machine, while Miniflare's simulator writes
 * every call to SQLite); the flood meets the production bundle with wrangler.toml's own limits.
 * - per target, CONNECTIONS connections for LOAD_SECONDS: requests per second, p50, p99, failures;
 * - a soak of SOAK_SECONDS at SOAK_RATE a second over all targets: failures and workerd's memory;
 * - a flood of FLOOD_REQUESTS from one IP against production's own limits: how fast the 429 comes
 *   and what the refused requests cost the bot API (nothing).
 */
export async function measure(context) {
  context.build();
  const upstream = await startUpstream(context.root);
  context.onCleanup(() => upstream.stop());
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(context.root, 'wrangler.toml'));
  const text = (value) => ({ type: 'text', value: String(value) });
  const vars = {
    ...workerOptions.bindings,
    BOT_API_BASE: upstream.baseUrl,
    VERIFY_API_BASE: upstream.baseUrl,
    TRANSCRIPT_ORIGINS: upstream.baseUrl,
  };
  const limitsOf = () =>
    Object.fromEntries(
      Object.values(workerOptions.ratelimits ?? {}).map((limit) => [
        limit.name,
        { type: 'rate-limit', namespace: limit.namespace_id, simple: limit.simple },
      ]),
    );
  const worker = (name, code, limits) => ({
    config: {
      name,
      compatibilityDate: workerOptions.compatibilityDate,
      compatibilityFlags: workerOptions.compatibilityFlags,
      manifest: {
        mainModule: 'index.js',
        modules: { 'index.js': { type: 'esm', contents: code } },
      },
      env: {
        ...Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, text(value)])),
        ...limits,
        ASSETS: { type: 'assets' },
      },
      assets: {
        directory: workerOptions.assets.directory,
        hasUserWorker: true,
        notFoundHandling: 'none',
        runWorkerFirst: workerOptions.assets.run_worker_first,
      },
    },
    dev: { unsafeDirectSockets: [{ host: '127.0.0.1' }] },
  });
  const memoryLimits = bundleWorker('production', 'tests/bench/support/bff-memory-limits.mjs').code;
  const miniflare = new Miniflare({
    workers: [
      worker('bench', memoryLimits, limitsOf()),
      worker('limited', bundleWorker('production').code, limitsOf()),
    ],
  });
  context.onCleanup(() => miniflare.dispose());
  await miniflare.ready;
  const base = new URL(await miniflare.unsafeGetDirectURL('bench')).origin;
  const limitedBase = new URL(await miniflare.unsafeGetDirectURL('limited')).origin;

  const bearer = { Authorization: `Bearer ${TOKEN}` };
  const transcript = encodeURIComponent(`${upstream.baseUrl}/transcript.txt`);
  const targets = [
    target('cached public page (GET /)', `${base}/`),
    target('GET /api/config', `${base}/api/config`),
    target('forwarded read (GET /api/auth/servers)', `${base}/api/auth/servers`, { headers: bearer }),
    target('forwarded write (POST …/prefix)', `${base}/api/bot/server/${SERVER}/prefix`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: '!' }),
    }),
    target('transcript cache hit', `${base}/api/transcript?url=${transcript}`),
  ];
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  context.onCleanup(async () => agent.destroy());

  const check = await fetch(`${base}/api/transcript?url=${transcript}`);
  await check.arrayBuffer();
  const hit = await fetch(`${base}/api/transcript?url=${transcript}`);
  await hit.arrayBuffer();
  if (hit.headers.get('X-Transcript-Cache') !== 'HIT') {
    throw new Error(
      `the transcript was not served from the cache (${hit.headers.get('X-Transcript-Cache')})`,
    );
  }

  const rows = [];
  for (const each of targets) {
    await loadRun(agent, each, Math.min(2, LOAD_SECONDS));
    const run = await loadRun(agent, each, LOAD_SECONDS);
    rows.push(
      { figure: `${each.name}: requests per second`, value: run.rps, unit: 'req/s' },
      { figure: `${each.name}: p50`, value: run.p50, unit: 'ms' },
      { figure: `${each.name}: p99`, value: run.p99, unit: 'ms' },
      { figure: `${each.name}: failed requests`, value: run.failed, unit: '', target: 0 },
    );
  }

  const soaked = await soak(agent, targets, SOAK_SECONDS);
  // the soak follows the load runs, so the runtime has warmed up: any growth from start to end counts
  const half = soaked.memory.slice(Math.floor(soaked.memory.length / 2));
  const window = Math.max(1, Math.min(3, Math.floor(half.length / 2)));
  const perMinute = soaked.memory.filter((_mb, index) => index % (60 / SAMPLE_SECONDS) === 0);
  rows.push(
    { figure: `soak: requests at ${SOAK_RATE}/s for ${SOAK_SECONDS} s`, value: soaked.sent, unit: '' },
    { figure: 'soak: failed requests', value: soaked.failed, unit: '', target: 0 },
    { figure: 'soak: p99', value: soaked.p99, unit: 'ms' },
    ...perMinute.map((mb, minute) => ({
      figure: `soak: workerd memory at minute ${minute}`,
      value: mb,
      unit: 'MB',
    })),
    { figure: 'soak: workerd memory at the end', value: soaked.memory.at(-1), unit: 'MB' },
    { figure: 'soak: workerd memory peak', value: Math.max(...soaked.memory), unit: 'MB' },
    {
      figure: 'soak: memory growth, end − start',
      value: soaked.memory.at(-1) - soaked.memory[0],
      unit: 'MB',
      target: 5,
    },
    {
      figure: 'soak: memory change over its second half (GC sawtooth)',
      value: mean(half.slice(-window)) - mean(half.slice(0, window)),
      unit: 'MB',
    },
  );

  const flood = target('flood', `${limitedBase}/api/auth/servers`, {
    headers: { ...bearer, 'CF-Connecting-IP': '198.51.100.77' },
  });
  const before = await upstreamCount(upstream.baseUrl);
  const refused = [];
  let passed = 0;
  let other = 0;
  const floodStarted = performance.now();
  let firstRefusalMs = Number.NaN;
  let floodSent = 0;
  const floodConnection = async () => {
    while (floodSent < FLOOD_REQUESTS) {
      floodSent += 1;
      const reply = await send(agent, flood);
      if (reply.status === 429) {
        refused.push(reply.ms);
        if (Number.isNaN(firstRefusalMs)) firstRefusalMs = performance.now() - floodStarted;
      } else if (reply.status === 200) passed += 1;
      else other += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, floodConnection));
  const upstreamCalls = (await upstreamCount(upstream.baseUrl)) - before;
  rows.push(
    { figure: `429 flood: requests from one IP`, value: FLOOD_REQUESTS, unit: '' },
    { figure: '429 flood: answered 200 (within the limits)', value: passed, unit: '' },
    { figure: '429 flood: refused with 429', value: refused.length, unit: '' },
    { figure: '429 flood: other answers', value: other, unit: '', target: 0 },
    { figure: '429 flood: time to the first 429', value: firstRefusalMs, unit: 'ms' },
    { figure: '429 flood: p50 of a 429', value: quantile(refused, 0.5), unit: 'ms' },
    { figure: '429 flood: p99 of a 429', value: quantile(refused, 0.99), unit: 'ms' },
    {
      figure: '429 flood: bot API calls made by refused requests',
      value: upstreamCalls - passed,
      unit: '',
      target: 0,
    },
  );
  return rows;
}
