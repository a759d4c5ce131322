// `npm run bench`: runs every figure group in tests/bench/probes/, prints each figure beside its target and writes a JSON report to bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A probe is one module in tests/bench/probes/ (`<name>.mjs`) exporting
 *   `title`: a short heading, and
 *   `measure(context)`: resolves to rows `{ figure, value, unit, target?, higherIsBetter? }`.
 * A row meets its target when `value <= target` (or `>=` with `higherIsBetter`); a row without a
 * target is printed for information. The context offers shared, lazily started resources:
 *   `root`, `build()` (runs `npm run build` once, skipped with SKIP_BUILD=true),
 *   `productServer()` (the demo environment under `wrangler dev`, started once, stopped at the end),
 *   `onCleanup(fn)`.
 * Run a subset with `npm run bench -- <name> [<name>...]`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const probeDir = join(root, 'tests', 'bench', 'probes');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
Object.assign(process.env, env);

const wanted = process.argv.slice(2);
const names = readdirSync(probeDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
if (names.length === 0) {
  console.error(`No probe named ${wanted.join(', ')} in tests/bench/probes/.`);
  process.exit(2);
}

const cleanups = [];
let built = false;
let server;
const context = {
  root,
  build() {
    if (built || process.env.SKIP_BUILD === 'true') return;
    console.log('▶ npm run build');
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('npm run build failed');
    built = true;
  },
  async productServer() {
    context.build();
    if (!server) {
      const { startProductServer } = await import(
        pathToFileURL(join(root, 'tests/e2e/support/server.ts')).href
      );
      server = startProductServer('demo');
      cleanups.push(async () => (await server).stop());
    }
    return server;
  },
  onCleanup(fn) {
    cleanups.push(fn);
  },
};

/** `value` with at most two decimals, or `-` when the figure could not be taken. */
function formatValue(value, unit) {
  if (typeof value !== 'number' || Number.isNaN(value)) return '-';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return unit ? `${text} ${unit}` : text;
}

function verdict(row) {
  if (row.target === undefined || typeof row.value !== 'number') return '';
  return (row.higherIsBetter ? row.value >= row.target : row.value <= row.target) ? '✔' : '✖ over target';
}

function printGroup(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.figure.length), 10);
  for (const row of rows) {
    const target =
      row.target === undefined
        ? ''
        : `target ${row.higherIsBetter ? '≥' : '≤'} ${formatValue(row.target, row.unit)}`;
    console.log(
      `  ${row.figure.padEnd(width)}  ${formatValue(row.value, row.unit).padStart(12)}  ${target.padEnd(22)} ${verdict(row)}`,
    );
  }
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage: loadavg(),
  groups: [],
};
let failed = false;
try {
  for (const name of names) {
    const probe = await import(pathToFileURL(join(probeDir, `${name}.mjs`)).href);
    const title = probe.title ?? name;
    console.log(`\n▶ ${title} (${name})`);
    try {
      const rows = await probe.measure(context);
      printGroup(title, rows);
      report.groups.push({
        probe: name,
        title,
        rows: rows.map((row) => ({ ...row, meetsTarget: verdict(row) === '' ? null : verdict(row) === '✔' })),
      });
    } catch (error) {
      failed = true;
      console.error(`✖ ${name} failed: ${error instanceof Error ? error.stack : error}`);
      report.groups.push({ probe: name, title, error: String(error) });
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}

console.log('\n═══ Summary ═══');
for (const group of report.groups) if (group.rows) printGroup(group.title, group.rows);
const outDir = join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nReport written to ${file}`);
process.exit(failed ? 1 : 0);
