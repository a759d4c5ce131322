// Vite build of the SPA into dist/client (static-asset headers, SPA shell copy); `--ssr` builds the pre-renderer; `vite dev` runs the worker in workerd.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { CATALOG_CONSTANTS } from '#shared/catalog/build-constants';
import { IMMUTABLE_CACHE, PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import { catalogData } from './scripts/catalog-data.ts';
import { dashboardChunk } from './scripts/dashboard-chunk.ts';
import { messageCatalogues } from './scripts/message-catalogues.ts';

/** Writes Workers Static Assets' `_headers` and keeps an un-rendered copy of index.html as the SPA shell. */
function edgeAssets(): Plugin {
  return {
    name: 'edge-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const security = Object.entries(PAGE_SECURITY_HEADERS)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n');
      const headers = `/*\n${security}\n\n/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}\n`;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
    },
    writeBundle(options) {
      const outDir = options.dir ?? 'dist/client';
      copyFileSync(join(outDir, 'index.html'), join(outDir, 'app-shell.html'));
    },
  };
}

/**
 * The newest compatibility date the Vite plugin's own workerd runs (it may lag behind wrangler's).
 * @throws Error when the plugin's workerd cannot be found.
 */
function devRuntimeCompatibilityDate(): string {
  const fromPlugin = createRequire(fileURLToPath(import.meta.resolve('@cloudflare/vite-plugin')));
  return (fromPlugin('workerd') as { compatibilityDate: string }).compatibilityDate;
}

/**
 * `npm run dev` only: the worker of wrangler.toml's environment CLOUDFLARE_ENV (npm run dev sets
 * `demo` unless told otherwise) runs in workerd behind Vite's dev server, so /api answers and the SPA
 * hot-reloads. Paths with worker logic (DEV_WORKER_FIRST) reach the worker, whose page shell is then
 * Vite's index.html (with the hot-reload client); other page navigations get that index.html directly.
 * The compatibility date is capped at what the plugin's workerd supports.
 * Builds never use it: `npm run build` writes dist/client as before.
 */
/**
 * `npm run dev` only: drops the Content-Security-Policy header the worker puts on pages, because Vite's
 * dev client needs inline scripts and styles (hot reload, the React refresh preamble). `npm start` and
 * the browser tests keep checking the CSP on the built pages.
 */
function devWithoutCsp(): Plugin {
  return {
    name: 'dev-without-csp',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) =>
          name.toLowerCase() === 'content-security-policy' ? res : setHeader(name, value);
        next();
      });
    },
  };
}

/** Paths the worker must answer first in dev too: the API, the login return on / and /auth-landing, SEO files. */
const DEV_WORKER_FIRST = ['/api/*', '/', '/auth-landing', '/robots.txt', '/sitemap.xml'];

function workerDevServer(): PluginOption {
  const plugins = cloudflare({
    configPath: fileURLToPath(new URL('./wrangler.toml', import.meta.url)),
    persistState: false,
    inspectorPort: false,
    config: (worker) => {
      if (worker.assets) {
        worker.assets.not_found_handling = 'single-page-application';
        worker.assets.run_worker_first = DEV_WORKER_FIRST;
      }
      const supported = devRuntimeCompatibilityDate();
      if (worker.compatibility_date && worker.compatibility_date > supported) {
        worker.compatibility_date = supported;
      }
    },
  });
  return plugins.map((plugin) => {
    const own = plugin.apply;
    return {
      ...plugin,
      apply: (config, env) =>
        env.command === 'serve' &&
        !env.isPreview &&
        (own === undefined || (typeof own === 'function' ? own(config, env) : own === env.command)),
    } satisfies Plugin;
  });
}

/**
 * Chunking: everything the entry needs to hydrate (React, the router, the store, the site frame)
 * goes into one chunk, compressed as one file, instead of a dozen tiny shared chunks that each pay
 * their own request and gzip overhead; pages and the dashboard stay split by route. The entry joins
 * this chunk and the page chunks import it, so the entry must not await them at its top level.
 * (Since the catalogue modules await their data at the top level, Rolldown keeps its small runtime
 * in a chunk of its own, `rolldown-runtime-*.js`, and the entry's code in `app-*.js`.)
 * The public pages' small shared blocks (page header, stat tiles, section, the bot invite link)
 * go into one `site-blocks` chunk too: apart they were five files of 120 to 240 bytes gzip each,
 * and the Command Center, which uses all five, loaded 0.5 KB more for them (no dashboard page
 * imports them; tests/size-budgets.ts).
 */
const hydrationChunk = {
  groups: [
    { name: 'app', tags: ['$initial' as const] },
    {
      name: 'site-blocks',
      test: /web\/src\/(components\/site\/(page-header|stat-tiles|site-section)|lib\/discord\/(bot-invite|discord))\./,
    },
    // Small groups of dashboard modules loaded together (what the public side imports stays out:
    // `includeDependenciesRecursively: false`): the server layout with the server's detail read
    // (every server page), the fact list (the overview's and the autoresponders') and the action
    // buttons (the lockable button on every server page, the busy button on all but the role
    // page, the action row on six of nine), six files apart; the load feedback with its view of a
    // query's state (the server list, the profile, the overview and section pages), two files
    // apart; the session's state with jotai's store and React hooks (every dashboard page; no
    // public page loads them before a sign-in or sign-out), four files apart. Joined, every server
    // page loads 0.3 to 1.5 KB less gzip, the role page too, though it uses no busy button or
    // action row.
    {
      name: 'server-blocks',
      test: /web\/src\/(app\/layouts\/server-layout|lib\/server-detail|components\/(fact-list|lockable-button|busy-button|action-row))\./,
      includeDependenciesRecursively: false,
    },
    {
      name: 'load-feedback',
      test: /web\/src\/(features\/dashboard\/components\/load-feedback|lib\/load-view)\./,
      includeDependenciesRecursively: false,
    },
    // The editors' shared parts, in three groups of modules always loaded together (the embed
    // sender, the welcome editor, the history page and reaction roles load all three; the
    // autoresponders the last two, the role page the last): opening a draft with the select field;
    // the confirm dialog, the field's label and notes and the embed content check; the status
    // message with TanStack's useMutation. Eight files apart, three joined.
    {
      name: 'draft-blocks',
      test: /web\/src\/(lib\/open-draft-in-editor|components\/select-field)\./,
      includeDependenciesRecursively: false,
    },
    {
      name: 'editor-blocks',
      test: /web\/src\/(components\/(confirm-dialog|field-notes|labelled-field)|lib\/embed\/embed-content)\./,
      includeDependenciesRecursively: false,
    },
    {
      name: 'save-blocks',
      test: /(web\/src\/components\/status-message\.tsx|@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js)$/,
      includeDependenciesRecursively: false,
    },
    {
      name: 'session',
      test: /(node_modules\/jotai\/dist\/(vanilla|react)\/[^/]+|web\/src\/lib\/(session|jotai))\.(m?js|ts)$/,
      includeDependenciesRecursively: false,
    },
    dashboardChunk(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
  ],
};

/**
 * Builds use React Router's production files: its package.json points every import at
 * `dist/development` (remix-run/react-router#12532, #14102), whose dev warnings ship otherwise.
 * `vite dev` keeps the development files and their warnings.
 */
function productionRouter(): Plugin {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  define: CATALOG_CONSTANTS,
  plugins: [
    react(),
    productionRouter(),
    catalogData(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
    messageCatalogues(fileURLToPath(new URL('./web/src/locales', import.meta.url))),
    edgeAssets(),
    devWithoutCsp(),
    workerDevServer(),
  ],
  // Lightning CSS compiles the stylesheets: it bundles their @imports and compiles the named
  // breakpoints of web/src/styles/media.css (`@custom-media`, a CSS draft) into plain media queries.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  // Web Workers (the transcript parser, `new Worker(new URL(...), { type: 'module' })`) are built as
  // ES modules, one file each under assets/, loaded from our origin (CSP worker-src 'self').
  worker: { format: 'es' },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Per-route CSS: the shell links the entry's stylesheet (base styles and the site frame); each
    // page's stylesheet comes with its chunk (Vite waits for it before rendering the page), and the
    // pre-renderer links it into the page's HTML from the manifest (joined with the shell's into one
    // file, scripts/page-assets.mjs), so nothing flashes unstyled.
    cssCodeSplit: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: hydrationChunk } },
    // Every browser we support has <link rel="modulepreload">: no polyfill in the entry. A lazy page's
    // stylesheets load with its chunk (so it never renders unstyled), but the entry carries no map of
    // every page's JS imports (1.5 KB gzip on every first load): a client-side navigation loads the
    // page chunk, then its imports; dashboard links prefetch on hover and focus, pre-rendered pages
    // preload theirs in their HTML. The HTML's own preloads (hostType 'html') are kept.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
