// The stylesheets and chunks a pre-rendered page needs besides the shell's (from Vite's build manifest), and how its head loads them.
import { createHash } from 'node:crypto';

/**
 * Where the build writes, under dist/client, which data files each chunk fetches as it loads
 * (written by scripts/catalog-data.ts, read and then removed by scripts/prerender.mjs).
 */
export const DATA_MANIFEST = '.vite/data-files.json';

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

/** A render-blocking stylesheet link the pre-renderer writes (the shell's and assetLinks' form). */
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * `html` (a pre-rendered page) with its render-blocking stylesheets served as one file, so the first
 * paint waits for one stylesheet request instead of one per chunk (the shell's, the page's, each
 * shared component's). `read(file)` gives a linked file's text (`file` as in `assets/x.css`).
 * The joined file is `assets/styles-<hash>.css` (the hash of its text, so pages with the same
 * stylesheets share it). Each original link stays, `disabled`: browsers do not fetch a disabled
 * stylesheet, and Vite's preload helper, which loads a lazy chunk's stylesheets unless a
 * `link[rel=stylesheet]` with that href is present, then knows their rules are applied already,
 * so hydration and later client-side navigations load no copy of them.
 * Returns `{ html }` unchanged (no `file`) when the page links fewer than two stylesheets.
 * @throws Error when `read` throws (a linked stylesheet missing from the build).
 */
export function joinStylesheets(html, read) {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_TAG)];
  if (links.length < 2) return { html };
  const css = links.map(([, file]) => read(file).trimEnd()).join('\n');
  const file = `assets/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  const tags = [
    `<link rel="stylesheet" crossorigin href="/${file}">`,
    ...links.map(([tag]) => tag.replace(/>$/, ' disabled>')),
  ].join('\n    ');
  const [first] = links;
  const after = head.slice(first.index + first[0].length).replace(STYLESHEET_TAG, '');
  const joined = (head.slice(0, first.index) + tags + after).replace(/\n[ \t]*(?=\n)/g, '');
  return { html: joined + html.slice(headEnd), file, css };
}
