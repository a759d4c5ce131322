// Bench-only worker entry: the production app with its rate limits counted in the isolate's memory, as production's binding answers from a cache on the same machine.
import app from '#worker/index.ts';

/** So many calls per window that the benchmark's own requests are never refused. */
const BENCH_LIMIT = 1_000_000_000;

/**
 * A Workers Rate Limiting binding kept in memory: `limit({ key })` counts the call in the key's fixed
 * window of `period` seconds and succeeds while the count stays within BENCH_LIMIT. No I/O, unlike
 * Miniflare's simulator (a Durable Object writing every call to SQLite).
 */
function memoryLimiter(period) {
  const windows = new Map();
  return {
    async limit({ key }) {
      const epoch = Math.floor(Date.now() / (period * 1000));
      const current = windows.get(key);
      const count = current?.epoch === epoch ? current.count + 1 : 1;
      windows.set(key, { epoch, count });
      return { success: count <= BENCH_LIMIT };
    },
  };
}

const limiters = {
  API_RATE_LIMIT: memoryLimiter(60),
  STRICT_RATE_LIMIT: memoryLimiter(60),
  CLIENT_RATE_LIMIT: memoryLimiter(60),
};

/**
 * The environment with the in-memory limiters, made once per environment object: workerd hands every
 * request of an isolate the same `env`, and the app keeps per-environment values (its settings) on it.
 */
const withLimiters = new WeakMap();

export default {
  fetch(request, env, context) {
    let merged = withLimiters.get(env);
    if (!merged) {
      merged = { ...env, ...limiters };
      withLimiters.set(env, merged);
    }
    return app.fetch(request, merged, context);
  },
};
