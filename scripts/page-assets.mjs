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

/** The tags a pre-rendered page holds back until it is painted: module scripts, module and data preloads. */
const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g;

/**
 * `html` (a pre-rendered page) with its module scripts and module and data preloads moved from
 * the head into `<template id="after-first-paint">`, where they are inert, and `loader` (the URL of
 * web/src/boot/after-first-paint.js) in their place, which puts them back once the page is painted:
 * the first paint then waits for nothing but the HTML and the stylesheets, and hydration code never
 * competes with them for the connection. The SPA shell, which paints nothing without its scripts,
 * is not passed here.
 * @throws Error when the page has no module script (nothing would ever hydrate it).
 */
export function scriptsAfterFirstPaint(html, loader) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.match(SCRIPT_TAGS) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('The page has no module script.');
  const rest = head.replace(SCRIPT_TAGS, '').replace(/\n\s*\n/g, '\n');
  return [
    rest.trimEnd(),
    `    <template id="after-first-paint">${tags.join('')}</template>`,
    `    <script type="module" src="${loader}"></script>`,
    `  ${html.slice(html.indexOf('</head>'))}`,
  ].join('\n');
}
