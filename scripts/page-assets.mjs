// The stylesheets and chunks a pre-rendered page needs besides the shell's, read from Vite's build manifest.

/**
 * Files (under dist/client, e.g. `assets/commands-page-x.css`) of the manifest entries `sources`
 * and every chunk they statically import, minus those `alreadyLinked` (the entry's), with the data
 * files those chunks fetch as they load (`dataFiles`: chunk file → data files, see
 * scripts/catalog-data.ts).
 * @throws Error when a source is not in the manifest (the build and the route table disagree).
 */
export function pageAssets(manifest, sources, alreadyLinked, dataFiles = {}) {
  const css = new Set();
  const js = new Set();
  const data = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest.`);
    if (chunk.isEntry) return;
    js.add(chunk.file);
    for (const file of dataFiles[chunk.file] ?? []) data.add(file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const fresh = (files) => [...files].filter((file) => !alreadyLinked.has(file));
  return { css: fresh(css), js: fresh(js), data: [...data] };
}

/** The `/assets/...` files `html` already links (stylesheets, scripts, module preloads), without the leading slash. */
export function linkedFiles(html) {
  return new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
}

/**
 * `<link>` tags for a page's stylesheets (render-blocking, like the shell's), chunks (module
 * preloads) and data files (preloaded as the same-origin `fetch` the chunk makes).
 */
export function assetLinks({ css, js, data = [] }) {
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...data.map((file) => `<link rel="preload" as="fetch" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/**
 * `html` with its module scripts and module preloads at low fetch priority. For pre-rendered pages
 * only: their first paint needs just the HTML and the stylesheets, so the hydration code must not
 * compete with those for the connection (the SPA shell, which paints nothing without its scripts,
 * keeps their default priority).
 */
export function scriptsAfterStyles(html) {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}
