// The stylesheets and chunks a pre-rendered page needs besides the shell's (from Vite's build manifest), and how its head loads them.
import { createHash } from 'node:crypto';
import { attribute, rewriteHtml, startTagHtml } from './rewrite-html.mjs';

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

/** Whether `tag` is a start tag between `<head>` and `</head>`; `state.inHead` follows the document. */
function inHead(tag, state) {
  if (tag.tagName === 'head') state.inHead = !tag.end;
  return state.inHead && !tag.end;
}

/**
 * The `/assets/...` files `html` already links (stylesheets, scripts, module preloads), without the
 * leading slash.
 */
export async function linkedFiles(html) {
  const files = new Set();
  await rewriteHtml(html, (tag) => {
    if (tag.end) return;
    for (const name of ['href', 'src']) {
      const url = attribute(tag, name);
      if (url?.startsWith('/assets/')) files.add(url.slice(1));
    }
  });
  return files;
}

/**
 * `<link>` tags for a page's stylesheets (render-blocking, like the shell's), data files (preloaded
 * as the same-origin `fetch` the chunk makes) and chunks (module preloads), in the order the entry
 * needs them (main.tsx: the catalogues before the page's modules): on HTTP/1.1 requests of one
 * priority wait for a connection in document order.
 */
export function assetLinks({ css, js, data = [] }) {
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...data.map((file) => `<link rel="preload" as="fetch" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * `html` with `tags` (HTML strings) added at the end of its head, one a line, indented one step
 * deeper than `</head>`.
 * @throws Error when `html` has no `</head>`.
 */
export async function appendToHead(html, tags) {
  let found = false;
  const page = await rewriteHtml(html, (tag, { raw, space }) => {
    if (!tag.end || tag.tagName !== 'head') return;
    found = true;
    return tags.map((added) => `${space}  ${added}`).join('') + space + raw;
  });
  if (!found) throw new Error('The page has no </head>.');
  return page;
}

/** Whether a head tag is one a page holds back until it is painted: a module script or a preload. */
function heldBack(tag) {
  if (tag.tagName === 'script') return attribute(tag, 'type') === 'module';
  return tag.tagName === 'link' && ['modulepreload', 'preload'].includes(attribute(tag, 'rel') ?? '');
}

/**
 * `html` with its module scripts moved from the head into `<template id="after-first-paint">`,
 * where they are inert, and `loader` (the URL of web/src/boot/after-first-paint.js) in their place,
 * which puts them back once the page is painted: no script runs before the first paint.
 * Its module and data preloads are held too, so the first paint waits for nothing but the HTML and
 * the stylesheets, and no chunk competes with them for the connection: a pre-rendered public page's
 * content and a dashboard shell's skeleton (and the page's first content, written by the Worker)
 * are in the HTML. Lighthouse's simulation counts every script request that ended before the
 * observed paint into its FCP and LCP, so preloads started with the HTML cost a dashboard shell
 * about 1 s of simulated FCP (docs/page-pipeline.md, step 6).
 * The plain SPA shell, which paints nothing without its scripts, is not passed here.
 * @throws Error when the page has no module script (nothing would ever hydrate it) or a module
 * script without `src` (its code would be left behind).
 */
export async function scriptsAfterFirstPaint(html, loader) {
  const held = [];
  const state = { inHead: false };
  let script = false;
  return rewriteHtml(html, (tag, { raw, space }) => {
    if (tag.end && tag.tagName === 'script' && script) {
      script = false;
      held.push(raw);
      return '';
    }
    if (inHead(tag, state) && heldBack(tag)) {
      script = tag.tagName === 'script';
      if (script && attribute(tag, 'src') === undefined)
        throw new Error('A module script in the head has no src.');
      held.push(raw);
      return '';
    }
    if (!tag.end || tag.tagName !== 'head') return;
    if (!held.some((written) => written.startsWith('<script')))
      throw new Error('The page has no module script.');
    const indent = `${space}  `;
    const loaderTag = startTagHtml({
      tagName: 'script',
      attrs: [
        { name: 'type', value: 'module' },
        { name: 'src', value: loader },
      ],
    });
    return `${indent}<template id="after-first-paint">${held.join('')}</template>${indent}${loaderTag}</script>${space}${raw}`;
  });
}

/** Whether a head tag is a render-blocking stylesheet of the build. */
function buildStylesheet(tag) {
  const href = attribute(tag, 'href') ?? '';
  return (
    tag.tagName === 'link' &&
    attribute(tag, 'rel') === 'stylesheet' &&
    attribute(tag, 'disabled') === undefined &&
    href.startsWith('/assets/') &&
    href.endsWith('.css')
  );
}

/**
 * `html` (a pre-rendered page) with its render-blocking stylesheets served as one file, so the first
 * paint waits for one stylesheet request instead of one per chunk (the shell's, the page's, each
 * shared component's). `read(file)` gives a linked file's text (`file` as in `assets/x.css`).
 * The joined file is `assets/styles-<hash>.css` (the hash of its text, so pages with the same
 * stylesheets share it), linked where the first stylesheet was. Each original link follows it,
 * `disabled`: browsers do not fetch a disabled stylesheet, and Vite's preload helper, which loads a
 * lazy chunk's stylesheets unless a `link[rel=stylesheet]` with that href is present, then knows
 * their rules are applied already, so hydration and later client-side navigations load no copy of
 * them. Stylesheets outside the head are left alone.
 * Returns `{ html }` unchanged (no `file`) when the head links fewer than two stylesheets.
 * @throws Error when `read` throws (a linked stylesheet missing from the build).
 */
export async function joinStylesheets(html, read) {
  const found = [];
  const state = { inHead: false };
  await rewriteHtml(html, (tag) => {
    if (inHead(tag, state) && buildStylesheet(tag)) found.push(tag);
  });
  if (found.length < 2) return { html };
  const css = found.map((tag) => read(attribute(tag, 'href').slice(1)).trimEnd()).join('\n');
  const file = `assets/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  const joined = [
    startTagHtml({
      tagName: 'link',
      attrs: [...found[0].attrs.filter(({ name }) => name !== 'href'), { name: 'href', value: `/${file}` }],
    }),
    ...found.map((tag) => startTagHtml({ ...tag, attrs: [...tag.attrs, { name: 'disabled', value: '' }] })),
  ];
  let first = true;
  state.inHead = false;
  const page = await rewriteHtml(html, (tag, { space }) => {
    if (!inHead(tag, state) || !buildStylesheet(tag)) return;
    if (!first) return '';
    first = false;
    return joined.map((written) => space + written).join('');
  });
  return { html: page, file, css };
}
