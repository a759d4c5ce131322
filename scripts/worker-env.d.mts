// Types of scripts/worker-env.mjs for the TypeScript code that imports it.
export declare const WORKER_ENVS: readonly ['demo', 'staging', 'production'];
export type WorkerEnvName = (typeof WORKER_ENVS)[number];
export declare function workerEnv(env: Record<string, string | undefined>): {
  name: WorkerEnvName;
  args: string[];
};
export declare function wranglerProcessEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
