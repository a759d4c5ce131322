// Vite build of the SPA into dist/client (static-asset headers, SPA shell copy); `--ssr` builds the pre-renderer.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { IMMUTABLE_CACHE, PAGE_SECURITY_HEADERS } from '#shared/constants/security';

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
 * Chunking: everything the entry needs to hydrate (React, the router, the store, the site frame)
 * goes into one chunk, compressed as one file, instead of a dozen tiny shared chunks that each pay
 * their own request and gzip overhead; pages and the dashboard stay split by route. The entry joins
 * this chunk and the page chunks import it, so the entry must not await them at its top level.
 */
const hydrationChunk = { groups: [{ name: 'app', tags: ['$initial' as const] }] };

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), edgeAssets()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Per-route CSS: the shell links the entry's stylesheet (base styles and the site frame); each
    // page's stylesheet comes with its chunk (Vite waits for it before rendering the page), and the
    // pre-renderer links it into the page's HTML from the manifest, so nothing flashes unstyled.
    cssCodeSplit: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: hydrationChunk } },
    // every browser we support has <link rel="modulepreload">: no polyfill in the entry
    modulePreload: { polyfill: false },
  },
});
