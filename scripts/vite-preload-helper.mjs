// Reads the installed Vite's preload helper, so a test can pin the behaviour the page pipeline relies on (docs/page-pipeline.md).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The helper's signature, as Vite 8 writes it in dist/node/chunks. */
const SIGNATURE = 'function preload(baseModule, deps, importerUrl)';

/**
 * The source of Vite's preload helper (`__vitePreload`) from the installed Vite: its first 4000
 * characters from the signature.
 * @throws Error when no chunk of Vite holds the signature (an upgrade renamed or moved it).
 */
export function vitePreloadHelperSource() {
  const chunks = join(
    dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'dist/node/chunks',
  );
  for (const file of readdirSync(chunks)) {
    const text = readFileSync(join(chunks, file), 'utf8');
    const start = text.indexOf(SIGNATURE);
    if (start !== -1) return text.slice(start, start + 4000);
  }
  throw new Error(`Vite's preload helper (${SIGNATURE}) is not in ${chunks}.`);
}
