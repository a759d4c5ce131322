// Merges parallel identical work inside one isolate: the first caller runs it, the others await the same result.

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs `work` for `key`, or joins the run already under way for it; the entry is dropped once it
 * settles, so a later call runs again. Every caller gets the same value or the same rejection.
 */
export function sharedFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = work().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
