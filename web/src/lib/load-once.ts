// Code or data loaded on first use: one load shared by every caller, and a hook that asks for it only when wanted.
import { useEffect, useState } from 'react';

/** What `loadOnce` returns: the load, and what it has loaded so far. */
export interface OnceLoader<T> {
  /**
   * Starts the load on the first call; later calls share it. Rejects when it fails (offline, a new
   * deploy); the next call then tries again.
   */
  load: () => Promise<T>;
  /** The value once loaded, else null. */
  loaded: () => T | null;
}

/** A loader of what `load` brings (typically a dynamic import, so it becomes a chunk of its own). */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () => {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

/**
 * What `loader` holds, asked for the first time `wanted` is true; null until it has loaded. A
 * component mounted after the load gets the value at once. A failed load leaves null and is tried
 * again the next time `wanted` turns true; an answer arriving after unmount is dropped.
 */
export function useLoaded<T>(loader: OnceLoader<T>, wanted: boolean): T | null {
  const [value, setValue] = useState(loader.loaded);
  const loading = wanted && value === null;
  useEffect(() => {
    if (!loading) return;
    let live = true;
    loader.load().then(
      (loaded) => live && setValue(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loader, loading]);
  return value;
}
