// `npm run build`, last step: writes the public pages as static HTML into dist/client, next to the SPA shell.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minifySync } from 'vite';
import {
  appendToHead,
  assetLinks,
  DATA_MANIFEST,
  joinStylesheets,
  linkedFiles,
  pageAssets,
  scriptsAfterFirstPaint,
} from './page-assets.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'dist', 'client');
const serverDir = join(root, 'dist', 'server');

/**
 * The file Workers Static Assets serves for `path` (html_handling "auto-trailing-slash"):
 * `/` → index.html, `/commands` → commands.html, `/premium/renew` → premium/renew.html, a
 * locale's home `/es/` → es/index.html.
 */
function htmlFileFor(path) {
  if (path.endsWith('/')) return `${path.replace(/^\/+/, '')}index.html`;
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

const renderer = await import(pathToFileURL(join(serverDir, 'entry-prerender.js')).href);
const siteUrl = process.env.SITE_URL || renderer.DEFAULT_SITE_URL;
const template = readFileSync(join(clientDir, 'app-shell.html'), 'utf8');
const manifestDir = join(clientDir, '.vite');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8'));
const dataFiles = JSON.parse(readFileSync(join(clientDir, DATA_MANIFEST), 'utf8'));
const shellFiles = await linkedFiles(template);
// each page preloads its own locale's message catalogues (scripts/message-catalogues.ts)
const catalogueFiles = JSON.parse(readFileSync(join(manifestDir, 'message-catalogues.json'), 'utf8'));

// the loader that starts a pre-rendered page's scripts after its first paint, minified, as a hashed, immutable asset
const loaderFile = join(root, 'web', 'src', 'boot', 'after-first-paint.js');
// a module script (page-assets.mjs writes it so): its top-level names are its own, so they are mangled too
const minified = minifySync(loaderFile, readFileSync(loaderFile, 'utf8'), { module: true });
if (minified.errors.length > 0) throw new Error(`${loaderFile}: ${minified.errors[0].message}`);
const loader = `/assets/after-first-paint-${createHash('sha256').update(minified.code).digest('base64url').slice(0, 8)}.js`;
writeFileSync(join(clientDir, loader), minified.code);

for (const path of renderer.PRERENDERED_PATHS) {
  const file = join(clientDir, htmlFileFor(path));
  mkdirSync(dirname(file), { recursive: true });
  const html = await renderer.renderDocument(template, path, siteUrl);
  // the page's own stylesheet, chunks and data, so it is styled before any script runs and hydrates without a waterfall
  const assets = pageAssets(manifest, renderer.pageSources(path), shellFiles, dataFiles);
  const catalogues = renderer.pageCatalogues(path).map((catalogue) => catalogueFiles[catalogue]);
  const links = assetLinks({ ...assets, data: [...(assets.data ?? []), ...catalogues] });
  const page = await appendToHead(html, links);
  // ...its stylesheets and the shell's as one file, one request before the first paint
  const styled = await joinStylesheets(page, (asset) => readFileSync(join(clientDir, asset), 'utf8'));
  if (styled.file) writeFileSync(join(clientDir, styled.file), styled.css);
  writeFileSync(file, await scriptsAfterFirstPaint(styled.html, loader));
}
// the dashboard shells: the SPA shell with the dashboard's chrome drawn and each kind of page's code
// preloaded, run once the chrome is painted; the Worker serves them to signed-in requests (worker/routes/site.ts)
// once per locale, in its language with its catalogues preloaded; the Worker picks the visitor's (worker/lib/visitor-locale.ts)
for (const locale of renderer.LOCALES) {
  for (const [name, path] of Object.entries(renderer.DASHBOARD_SHELL_PAGES)) {
    const dashboardShell = await renderer.renderDashboardShell(template, locale, name);
    const file = join(clientDir, `${renderer.dashboardShellPath(path, locale)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    const assets = pageAssets(manifest, renderer.pageSources(path), shellFiles, dataFiles);
    const catalogues = renderer.pageCatalogues(path, locale).map((catalogue) => catalogueFiles[catalogue]);
    const page = await appendToHead(
      dashboardShell,
      assetLinks({ ...assets, data: [...(assets.data ?? []), ...catalogues] }),
    );
    const styled = await joinStylesheets(page, (asset) => readFileSync(join(clientDir, asset), 'utf8'));
    if (styled.file) writeFileSync(join(clientDir, styled.file), styled.css);
    writeFileSync(file, await scriptsAfterFirstPaint(styled.html, loader));
  }
}
// the manifests are build inputs only: never served
rmSync(manifestDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `Pre-rendered ${renderer.PRERENDERED_PATHS.length} pages and ${Object.keys(renderer.DASHBOARD_SHELL_PAGES).length} dashboard shells in ${renderer.LOCALES.length} locales for ${siteUrl}.`,
);
