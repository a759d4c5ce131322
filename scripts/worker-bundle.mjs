// Bundles a worker environment exactly as `wrangler deploy` would (a dry run, nothing uploaded) and measures it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { workerEnv, wranglerProcessEnv } from './worker-env.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Most gzip bytes the production worker may upload: 40 KB. It was 30.4 KB after the zod/mini switch
 * (budget 33 KB) and 35.3 KB once the change history (D1 store and routes), the reads started at the
 * edge, the login confirmation page and the streamed transcripts joined it; 40 KB leaves room for the
 * next feature and stays well under issue 13's 50 KB (docs/architecture.md, "One schema language").
 */
export const PRODUCTION_WORKER_GZIP_BUDGET = 40_000;

/**
 * Runs `wrangler deploy --dry-run` for wrangler environment `name` ('production' is the top level)
 * and returns the uploaded script, its gzip size and the source files bundled into it. `script`
 * bundles another entry module with that environment's settings instead of its `main`.
 * Needs `dist/client` (the assets directory) to exist: run the build first.
 * @throws Error with wrangler's output when the build fails.
 */
export function bundleWorker(name, script) {
  const outdir = mkdtempSync(join(tmpdir(), `warden-${name}-`));
  try {
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'wrangler'),
      [
        'deploy',
        ...(script ? [script] : []),
        '--dry-run',
        ...workerEnv({ CLOUDFLARE_ENV: name }).args,
        '--outdir',
        outdir,
        '--metafile',
        join(outdir, 'meta.json'),
      ],
      { cwd: root, env: wranglerProcessEnv(process.env), encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`wrangler deploy --dry-run failed:\n${result.stdout}${result.stderr}`);
    const meta = JSON.parse(readFileSync(join(outdir, 'meta.json'), 'utf8'));
    const main = script ? `${basename(script).replace(/\.[^.]+$/, '')}.js` : 'index.js';
    const code = readFileSync(join(outdir, main), 'utf8');
    const inputs = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
    return { code, gzipBytes: gzipSync(code).byteLength, inputs };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
