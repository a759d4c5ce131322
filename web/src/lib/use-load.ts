// Loads data for a page on mount, again when its key changes or on reload(), and aborts stale loads.
import { useCallback, useEffect, useRef, useState } from 'react';

/** A load's state: `loading` until it settles, then `data` or the thrown `error`. */
export interface LoadState<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
}

/**
 * Runs `load` with an AbortSignal when mounted, when `key` changes and on `reload()`; a newer
 * run aborts the older one, whose result is ignored. `error` is null unless the latest run threw.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and a new `attempt` (from reload) load again.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: null, loading: false, error: error ?? 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
