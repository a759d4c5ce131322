// Vite plugin: the browser build reads the command and feature catalogues as JSON data files, not as JavaScript.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { FEATURE_CATEGORIES } from '#shared/catalog/feature-catalog';
import { DATA_MANIFEST } from './page-assets.mjs';

/** A catalogue module whose one export the browser build fetches as JSON. */
interface CatalogData {
  /** The module's path under the repository, as imported (`#shared/catalog/...`). */
  module: string;
  /** Its export, the whole catalogue. */
  exportName: string;
  value: unknown;
}

const CATALOGS: readonly CatalogData[] = [
  {
    module: 'shared/catalog/command-catalog.ts',
    exportName: 'COMMAND_CATEGORIES',
    value: COMMAND_CATEGORIES,
  },
  {
    module: 'shared/catalog/feature-catalog.ts',
    exportName: 'FEATURE_CATEGORIES',
    value: FEATURE_CATEGORIES,
  },
];

/**
 * The browser build (`vite build`, client only) replaces each catalogue module by a module that
 * fetches `/assets/<name>-<hash>.json` with a top-level await, so the page's chunk is smaller
 * and the data is parsed as JSON, not compiled as script; the page module finishes loading (and
 * hydrates) only once the data is there. The pre-renderer, the dev server and the tests import the
 * TypeScript modules themselves. DATA_MANIFEST maps each chunk holding a replaced module to its data
 * file, so the pre-rendered page preloads it beside the chunk.
 * @throws Error at build time when a catalogue is not plain JSON data (it would change on the way).
 */
export function catalogData(root: string): Plugin {
  const files = new Map(
    CATALOGS.map((catalog) => {
      const json = JSON.stringify(catalog.value);
      if (!isDeepStrictEqual(JSON.parse(json), catalog.value)) {
        throw new Error(`${catalog.module}: ${catalog.exportName} is not plain JSON data.`);
      }
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
      const name = catalog.module.replace(/^.*\/|\.ts$/g, '');
      return [`${root}/${catalog.module}`, { ...catalog, json, fileName: `assets/${name}-${hash}.json` }];
    }),
  );
  return {
    name: 'catalog-data',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    load(id) {
      const file = files.get(id);
      if (!file) return;
      this.emitFile({ type: 'asset', fileName: file.fileName, source: file.json });
      return [
        `const reply = await fetch(${JSON.stringify(`/${file.fileName}`)});`,
        `if (!reply.ok) throw new Error(${JSON.stringify(`${file.fileName} answered `)} + reply.status);`,
        `export const ${file.exportName} = await reply.json();`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const dataOf: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const data = chunk.moduleIds.flatMap((id) => files.get(id)?.fileName ?? []);
        if (data.length > 0) dataOf[chunk.fileName] = data;
      }
      this.emitFile({ type: 'asset', fileName: DATA_MANIFEST, source: JSON.stringify(dataOf) });
    },
  };
}
