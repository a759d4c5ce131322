// Types of scripts/worker-bundle.mjs for the TypeScript code that imports it.
import type { WorkerEnvName } from './worker-env.mjs';

export declare const PRODUCTION_WORKER_GZIP_BUDGET: number;
export declare function bundleWorker(
  name: WorkerEnvName,
  script?: string,
): {
  code: string;
  gzipBytes: number;
  inputs: string[];
};
