// Bench probe: the change history's cost on a forwarded write, and the first page of a server's 1,000 entries (production bundle on workerd, local D1).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundleWorker } from '#scripts/worker-bundle.mjs';

// wrangler's own Miniflare (the one matching its workerd), as the bff-hop probe uses
const { Miniflare } = createRequire(import.meta.resolve('wrangler/package.json'))('miniflare');

export const title = 'Change history (recording a write, first page of 1,000 entries)';

const ROUNDS = 300;
const WARM_UP = 50;
const TOKEN = 'bench-session-token';
const WRITTEN = '1100000000000000001';
const LISTED = '1100000000000000002';
const NO_LIMIT = { limit: 1_000_000_000, period: 60 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The upstream bot API: the admin check, who is acting, the prefix read and every write answer at once. */
function upstreamReply(request, response) {
  const json = (body) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.url === '/auth/me') return json({ id: '712345678901234567', username: 'bench' });
  if (request.method === 'GET' && request.url.startsWith('/bot/server/')) {
    return json({ id: WRITTEN, name: 'Bench', prefix: '!', ownerId: '712345678901234567' });
  }
  request.resume();
  request.on('end', () => json({ success: true }));
}

/** A worker of the production bundle with `env`, on its own socket. */
function workerOf(name, code, options, env) {
  return {
    config: {
      name,
      compatibilityDate: options.compatibilityDate,
      compatibilityFlags: options.compatibilityFlags,
      manifest: { mainModule: 'index.js', modules: { 'index.js': { type: 'esm', contents: code } } },
      env,
    },
    dev: { unsafeDirectSockets: [{ host: '127.0.0.1' }] },
  };
}

/** The statements of migrations/ in order (comments dropped), to apply with one batch. */
function migrationStatements(root) {
  const sql = readFileSync(join(root, 'migrations', '0001_history_entries.sql'), 'utf8');
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Median milliseconds of each target (name → [url, init]), requests interleaved round by round. */
async function medians(targets) {
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    for (const [name, [url, init]] of Object.entries(targets)) {
      const started = performance.now();
      const reply = await fetch(url, init);
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`${name} answered ${reply.status}`);
      if (round >= WARM_UP) samples[name].push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}

/**
 * Medians on workerd (Miniflare, local D1) of the production bundle with and without HISTORY_DB:
 * an embed send (recording only: who is acting comes from the session cache) and a prefix update
 * (recording plus the extra upstream read of the value before, reported apart), and
 * GET /api/history/{id} on a server holding 1,000 entries (the admin check cached, as within 60 s).
 */
export async function measure(context) {
  const upstream = createServer(upstreamReply);
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  context.onCleanup(() => new Promise((done) => upstream.close(done)));
  const base = `http://127.0.0.1:${upstream.address().port}`;

  const code = bundleWorker('production').code;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(context.root, 'wrangler.toml'));
  const text = (value) => ({ type: 'text', value: String(value) });
  const env = {
    ...Object.fromEntries(
      Object.entries({ ...workerOptions.bindings, BOT_API_BASE: base, VERIFY_API_BASE: base }).map(
        ([k, v]) => [k, text(v)],
      ),
    ),
    ...Object.fromEntries(
      ['API_RATE_LIMIT', 'STRICT_RATE_LIMIT', 'CLIENT_RATE_LIMIT'].map((name, index) => [
        name,
        { type: 'rate-limit', namespace: String(9900 + index), simple: NO_LIMIT },
      ]),
    ),
  };
  const miniflare = new Miniflare({
    workers: [
      workerOf('plain', code, workerOptions, env),
      workerOf('recorded', code, workerOptions, { ...env, HISTORY_DB: { type: 'd1', id: 'bench-history' } }),
    ],
  });
  context.onCleanup(() => miniflare.dispose());
  await miniflare.ready;

  const db = await miniflare.getD1Database('HISTORY_DB', 'recorded');
  await db.batch(migrationStatements(context.root).map((statement) => db.prepare(statement)));
  const insert = db.prepare(
    "INSERT INTO history_entries (server_id, created_at, actor_id, actor_name, tool, action, body, before, before_state) VALUES (?1, ?2, '712345678901234567', 'bench', 'welcome', 'update', ?3, ?3, 'recorded')",
  );
  const config = JSON.stringify({
    guildId: LISTED,
    config: { enabled: true, message: 'Welcome {user}! '.repeat(40) },
  });
  await db.batch(
    Array.from({ length: 1000 }, (_, n) => insert.bind(LISTED, Date.now() - n * 60_000, config)),
  );

  const url = async (worker, path) => new URL(path, await miniflare.unsafeGetDirectURL(worker)).href;
  const headers = {
    Authorization: `Bearer ${TOKEN}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const post = (body) => ({ method: 'POST', headers, body: JSON.stringify(body) });
  const send = post({ channelId: '1100000000000000101', content: 'Bench', embed: null });
  const prefix = post({ prefix: '?' });
  const times = await medians({
    sendPlain: [await url('plain', `/api/dashboard/embed/send/${WRITTEN}`), send],
    sendRecorded: [await url('recorded', `/api/dashboard/embed/send/${WRITTEN}`), send],
    prefixPlain: [await url('plain', `/api/bot/server/${WRITTEN}/prefix`), prefix],
    prefixRecorded: [await url('recorded', `/api/bot/server/${WRITTEN}/prefix`), prefix],
    firstPage: [await url('recorded', `/api/history/${LISTED}`), { headers }],
  });
  const ms = (figure, value, more = {}) => ({ figure, value, unit: 'ms', ...more });
  return [
    ms('embed send, no history database', times.sendPlain),
    ms('embed send, recorded', times.sendRecorded),
    ms('recording added to a forwarded write (median)', times.sendRecorded - times.sendPlain, { target: 3 }),
    ms('prefix update, recorded, with the read of the value before', times.prefixRecorded),
    ms('prefix update: recording plus the extra upstream read', times.prefixRecorded - times.prefixPlain),
    ms('first page of a server with 1,000 entries', times.firstPage, { target: 20 }),
    { figure: 'machine load (1-minute average) after the run', value: loadavg()[0] ?? Number.NaN, unit: '' },
  ];
}
