// A small in-isolate cache with a lifetime per entry and a size cap, for the history's upstream lookups.

/** Most keys one cache holds; the oldest is dropped beyond it. */
const MAX_KEYS = 2000;

/** A map whose entries expire `ttlMs` after they were set. */
export interface TtlCache<T> {
  /** The value of `key`, or undefined when absent or expired. */
  get: (key: string) => T | undefined;
  set: (key: string, value: T) => void;
  clear: () => void;
}

/** A new TtlCache; `now` is the clock (Date.now, replaceable in tests). */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
  };
}
