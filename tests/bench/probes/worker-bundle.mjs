// Bench probe: the size of what `wrangler deploy` uploads for the production worker (and, for comparison, the demo).
import { bundleWorker, PRODUCTION_WORKER_GZIP_BUDGET } from '#scripts/worker-bundle.mjs';

export const title = 'Worker upload (wrangler deploy --dry-run)';

const KB = 1000;

/**
 * Bundles the production and demo environments as `wrangler deploy` would (after the site build, whose
 * dist/client the dry run needs) and reports their gzip sizes.
 * @throws Error with wrangler's output when a build fails.
 */
export async function measure(context) {
  context.build();
  const production = bundleWorker('production');
  const demo = bundleWorker('demo');
  return [
    {
      figure: 'production worker, gzip',
      value: production.gzipBytes / KB,
      unit: 'KB',
      target: PRODUCTION_WORKER_GZIP_BUDGET / KB,
    },
    { figure: 'demo worker, gzip', value: demo.gzipBytes / KB, unit: 'KB' },
  ];
}
