// Pre-rendered public pages: served from the static assets through the Worker, so the page theme (worker/lib/page-theme.ts) marks them too.
import { PRERENDERED_PATHS, paths } from '#shared/site-routes';
import { createRouter } from '../app-env';

/**
 * GET/HEAD of a pre-rendered page (other than `/`, which the login return answers) returns the
 * static file as the assets serve it, with its headers and conditional answers (304).
 * wrangler.toml's `run_worker_first` must list these paths, or the assets answer them directly.
 */
export const prerenderedRoutes = createRouter();
for (const path of PRERENDERED_PATHS) {
  if (path !== paths.home) prerenderedRoutes.get(path, (c) => c.env.ASSETS.fetch(c.req.raw));
}
