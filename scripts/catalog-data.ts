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

/** The module the component tests' setup imports to serve the data files: their URL → JSON text. */
export const CATALOG_FILES_MODULE = 'virtual:catalog-files';
const RESOLVED_FILES_MODULE = `\0${CATALOG_FILES_MODULE}`;

/**
 * Every browser-side module graph (the client build, the dev server's pages, the component tests)
 * gets, for each catalogue module, a module that fetches `/assets/<name>-<hash>.json` with a
 * top-level await, so the page's chunk is smaller and the data is parsed as JSON, not compiled as
 * script; the page module finishes loading (and hydrates) only once the data is there. A reply
 * other than 2xx makes the import throw `assets/<file> answered <status>`. The build emits the
 * files; the dev server answers them itself; the component tests serve them from
 * `virtual:catalog-files` (tests/web/setup.ts). Only the pre-renderer (the SSR build) imports the
 * TypeScript modules, to write the data into the HTML. DATA_MANIFEST maps each chunk holding a
 * replaced module to its data file, so the pre-rendered page preloads it beside the chunk.
 * @throws Error at config time when a catalogue is not plain JSON data (it would change on the way).
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
  const byUrl = new Map([...files.values()].map((file) => [`/${file.fileName}`, file.json]));
  return {
    name: 'catalog-data',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const json = byUrl.get(request.url ?? '');
        if (json === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(json);
      });
    },
    resolveId: (id) => (id === CATALOG_FILES_MODULE ? RESOLVED_FILES_MODULE : undefined),
    load(id) {
      if (id === RESOLVED_FILES_MODULE) return `export default ${JSON.stringify(Object.fromEntries(byUrl))};`;
      const file = files.get(id);
      if (!file) return;
      if (this.environment.mode === 'build') {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.json });
      }
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
