// Vite plugin: the JSON message catalogues (web/src/locales/<locale>/<namespace>.json), compiled for Lingui, one file per locale and namespace.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The virtual module the app imports: `loadCatalogue(locale, namespace)`. */
export const CATALOGUES_MODULE = 'virtual:message-catalogues';
/** Where the client build lists each catalogue's asset (`<locale>/<namespace>` → file), for the pre-renderer. */
export const CATALOGUE_MANIFEST = '.vite/message-catalogues.json';

const RESOLVED = `\0${CATALOGUES_MODULE}`;
const ONE = `\0message-catalogue:`;

/**
 * `<locale>/<namespace>` → the catalogue's messages compiled for Lingui's runtime, which then
 * needs no message parser (no eval, no new Function; the parser stays out of the bundle).
 * @throws Error naming the file and key when a message is not valid ICU MessageFormat.
 */
export function compileCatalogues(dir: string): Map<string, Record<string, unknown>> {
  const catalogues = new Map<string, Record<string, unknown>>();
  for (const locale of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, locale)).filter((name) => name.endsWith('.json'))) {
      const source: Record<string, string> = JSON.parse(readFileSync(join(dir, locale, file), 'utf8'));
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${locale}/${file}: "${key}" is not valid ICU MessageFormat: ${String(error)}`);
        }
      }
      catalogues.set(`${locale}/${file.replace(/\.json$/, '')}`, compiled);
    }
  }
  return catalogues;
}

/** Where the browser build writes the catalogue `<locale>/<namespace>` whose content hashes to `hash`. */
function catalogueFileName(name: string, hash: string): string {
  const [locale = '', namespace = ''] = name.split('/');
  return `assets/${namespace}.${locale.toLowerCase()}-${hash}.json`;
}

/**
 * Serves CATALOGUES_MODULE. The browser build writes each catalogue as `/assets/<namespace>.<locale>-<hash>.json`,
 * fetched when a page of that locale needs it (JSON parses faster than script compiles, and a page
 * never downloads another locale's texts); the pre-renderer, the dev server and the tests get each
 * catalogue as a lazily imported module.
 */
export function messageCatalogues(dir: string): Plugin {
  let browserBuild = false;
  let catalogues = compileCatalogues(dir);
  const files = new Map<string, string>();
  return {
    name: 'message-catalogues',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      catalogues = compileCatalogues(dir);
      for (const locale of readdirSync(dir)) this.addWatchFile(join(dir, locale));
    },
    resolveId(id) {
      if (id === CATALOGUES_MODULE) return RESOLVED;
      if (id.startsWith(ONE)) return id;
    },
    load(id) {
      if (id.startsWith(ONE))
        return `export default ${JSON.stringify(catalogues.get(id.slice(ONE.length)))};`;
      if (id !== RESOLVED) return;
      if (!browserBuild) {
        const entries = [...catalogues.keys()].map(
          (name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(ONE + name)})`,
        );
        return [
          `const modules = {\n${entries.join(',\n')}\n};`,
          'export async function loadCatalogue(locale, namespace) {',
          '  const name = locale + "/" + namespace;',
          '  const load = modules[name];',
          '  if (!load) throw new Error("No message catalogue " + name + ".");',
          '  return (await load()).default;',
          '}',
        ].join('\n');
      }
      // One hash over every catalogue names all their files, so the entry holds no list of them:
      // a catalogue's address is built from its locale, namespace and this hash (every locale has
      // every namespace: tests/web/i18n/catalogues.test.ts). Its cost: any text changed gives every
      // catalogue a new address, fetched again once.
      const jsons = new Map([...catalogues].map(([name, messages]) => [name, JSON.stringify(messages)]));
      const hash = createHash('sha256');
      for (const [name, json] of [...jsons].sort(([a], [b]) => a.localeCompare(b)))
        hash.update(`${name}\n${json}\n`);
      const version = hash.digest('base64url').slice(0, 8);
      for (const [name, json] of jsons) {
        const fileName = catalogueFileName(name, version);
        this.emitFile({ type: 'asset', fileName, source: json });
        files.set(name, fileName);
      }
      return [
        'export async function loadCatalogue(locale, namespace) {',
        `  const url = \`/assets/\${namespace}.\${locale.toLowerCase()}-${version}.json\`;`,
        '  const reply = await fetch(url);',
        '  if (!reply.ok) throw new Error(url + " answered " + reply.status);',
        '  return reply.json();',
        '}',
      ].join('\n');
    },
    generateBundle() {
      if (!browserBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: CATALOGUE_MANIFEST,
        source: JSON.stringify(Object.fromEntries(files)),
      });
    },
  };
}
