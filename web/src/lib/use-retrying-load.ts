// Loads data with the dashboard's retry rules: 3 attempts in all, waiting 2 s then 4 s, manual retry resets.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DASHBOARD_ATTEMPTS, RETRY_DELAY_MS } from '#shared/constants/limits';
import { isRetryable } from './api-errors';

/** Where a load stands: still trying (attempt n of 3), done, or failed after every attempt. */
export type LoadStatus = 'loading' | 'loaded' | 'error';

/** What the hook returns. `data` is the last successful result and stays while a later load runs or fails. */
export interface RetryingLoad<T> {
  status: LoadStatus;
  data: T | null;
  /** The final error once `status` is 'error'; null otherwise. */
  error: unknown;
  /** The attempt in progress or just failed: 1, then 2 and 3 for the automatic retries. */
  attempt: number;
  /** Starts over at attempt 1, keeping the data already shown. */
  retry: () => void;
  /** Changes the loaded data locally (e.g. after a successful save); ignored while there is none. */
  update: (change: (data: T) => T) => void;
}

interface LoadState<T> {
  key: string;
  status: LoadStatus;
  data: T | null;
  error: unknown;
  attempt: number;
}

/**
 * Runs `load` for `key` (e.g. a server id) and again whenever the key changes. A failure that
 * `isRetryable` accepts is retried after RETRY_DELAY_MS times the attempt number, up to
 * DASHBOARD_ATTEMPTS attempts in all; other failures end the load at once. Results of a load
 * that was superseded (key change, retry, unmount) are ignored, and pending retries cancelled.
 */
export function useRetryingLoad<T>(load: () => Promise<T>, key: string): RetryingLoad<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [run, setRun] = useState(0);
  const [state, setState] = useState<LoadState<T>>({
    key,
    status: 'loading',
    data: null,
    error: null,
    attempt: 1,
  });

  useEffect(() => {
    // `run` is read so that a manual retry restarts this effect.
    void run;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attemptLoad = (attempt: number) => {
      setState((current) => ({
        key,
        status: 'loading',
        data: current.key === key ? current.data : null,
        error: null,
        attempt,
      }));
      loadRef.current().then(
        (data) => {
          if (!cancelled) setState({ key, status: 'loaded', data, error: null, attempt });
        },
        (error: unknown) => {
          if (cancelled) return;
          if (attempt < DASHBOARD_ATTEMPTS && isRetryable(error)) {
            setState((current) => ({ ...current, attempt: attempt + 1 }));
            timer = setTimeout(() => attemptLoad(attempt + 1), RETRY_DELAY_MS * attempt);
            return;
          }
          setState((current) => ({ ...current, status: 'error', error }));
        },
      );
    };
    attemptLoad(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, run]);

  const retry = useCallback(() => setRun((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.data === null ? current : { ...current, data: change(current.data) }));
  }, []);
  const current = state.key === key;
  return {
    status: current ? state.status : 'loading',
    data: current ? state.data : null,
    error: current ? state.error : null,
    attempt: current ? state.attempt : 1,
    retry,
    update,
  };
}
