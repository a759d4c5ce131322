// Which wrangler environment a local run serves: CLOUDFLARE_ENV, `demo` unless set; `production` is the top level.

/** Environments of wrangler.toml a local run may serve. */
export const WORKER_ENVS = ['demo', 'staging', 'production'];

/**
 * The wrangler environment named by `env.CLOUDFLARE_ENV` (default `demo`), and the `--env` arguments
 * that select it (none for `production`, the top level).
 * @throws Error naming the allowed values when CLOUDFLARE_ENV is anything else.
 */
export function workerEnv(env) {
  const name = env.CLOUDFLARE_ENV || 'demo';
  if (!WORKER_ENVS.includes(name)) {
    throw new Error(`CLOUDFLARE_ENV must be one of ${WORKER_ENVS.join(', ')} (got "${name}").`);
  }
  return { name, args: name === 'production' ? [] : ['--env', name] };
}

/**
 * The environment for a wrangler child process: `env` without CLOUDFLARE_ENV (the `--env` arguments
 * choose), with metrics and Cloudflare's request-info fetch off (runs stay offline).
 */
export function wranglerProcessEnv(env) {
  const result = { ...env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
  delete result.CLOUDFLARE_ENV;
  return result;
}
