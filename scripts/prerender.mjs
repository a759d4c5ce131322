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

/**
 * Writes `html`, the page at `path` in `locale`, to `file` (under dist/client) with the page's
 * stylesheets, chunks and data linked in its head, its stylesheets and the shell's joined into one
 * file (one request before the first paint), and its scripts started after that paint unless
 * `holdScripts` is false (they then load with the stylesheet).
 */
async function writePage(file, html, path, locale, holdScripts = true) {
  mkdirSync(dirname(file), { recursive: true });
  const assets = pageAssets(manifest, renderer.pageSources(path), shellFiles, dataFiles);
  const catalogues = renderer.pageCatalogues(path, locale).map((catalogue) => catalogueFiles[catalogue]);
  const page = await appendToHead(
    html,
    assetLinks({ ...assets, data: [...(assets.data ?? []), ...catalogues] }),
  );
  const styled = await joinStylesheets(page, (asset) => readFileSync(join(clientDir, asset), 'utf8'));
  if (styled.file) writeFileSync(join(clientDir, styled.file), styled.css);
  writeFileSync(file, holdScripts ? await scriptsAfterFirstPaint(styled.html, loader) : styled.html);
}

// the public pages, so the first paint needs no script and hydration no waterfall
for (const path of renderer.PRERENDERED_PATHS) {
  const html = await renderer.renderDocument(template, path, siteUrl);
  await writePage(join(clientDir, htmlFileFor(path)), html, path, undefined);
}
// the dashboard shells: the SPA shell with the dashboard's chrome drawn and each kind of page's code
// preloaded, run once the chrome is painted; the Worker serves them to signed-in requests (worker/routes/site.ts)
// once per locale, in its language with its catalogues preloaded; the Worker picks the visitor's (worker/lib/visitor-locale.ts)
for (const locale of renderer.LOCALES) {
  for (const [name, path] of Object.entries(renderer.DASHBOARD_SHELL_PAGES)) {
    const dashboardShell = await renderer.renderDashboardShell(template, locale, name);
    await writePage(
      join(clientDir, `${renderer.dashboardShellPath(path, locale)}.html`),
      dashboardShell,
      path,
      locale,
    );
  }
}
// the transcript viewer in each locale, empty and loading a ?content= link, which the app hydrates;
// the Worker serves the visitor's language and the state the address asks for (worker/routes/site.ts).
// Its scripts are not held for the first paint: the link's request leaves once the app has run, and
// on the throttled phone holding them started them about 0.6 s later (benchmarks.md)
for (const locale of renderer.LOCALES) {
  for (const [state, address] of Object.entries(renderer.TRANSCRIBE_SHELL_STATES)) {
    const html = await renderer.renderDocument(template, address, siteUrl, locale);
    const path = new URL(address, siteUrl).pathname;
    await writePage(
      join(clientDir, `${renderer.transcribeShellFile(state, locale)}.html`),
      html,
      path,
      locale,
      false,
    );
  }
}
// the manifests are build inputs only: never served
rmSync(manifestDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `Pre-rendered ${renderer.PRERENDERED_PATHS.length} pages, ${Object.keys(renderer.DASHBOARD_SHELL_PAGES).length} dashboard shells and the transcript viewer in ${renderer.LOCALES.length} locales for ${siteUrl}.`,
);
