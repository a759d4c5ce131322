// Runs a ListScan over a growing list without long tasks: a new test scans in short slices, a longer list scans only the new items.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ListScan } from '../logic/list-scan';

/**
 * Longest slice of a new scan, in ms: a filter or search over 500,000 messages runs in slices this
 * long with the page free between them, so no task comes near 50 ms.
 */
export const SCAN_SLICE_MS = 8;

/**
 * Runs functions in new tasks: through a MessageChannel, which browsers do not clamp as they clamp
 * nested timers (4 ms from the fifth), so a scan of many slices does not idle between them; through
 * setTimeout where MessageChannel is missing. `stop` drops what is queued and closes the channel.
 */
function taskQueue(): { next: (run: () => void) => void; stop: () => void } {
  if (typeof MessageChannel !== 'function') {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      next: (run) => {
        timer = setTimeout(run, 0);
      },
      stop: () => clearTimeout(timer),
    };
  }
  const channel = new MessageChannel();
  let queued: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const run = queued;
    queued = null;
    run?.();
  };
  return {
    next: (run) => {
      queued = run;
      channel.port2.postMessage(null);
    },
    stop: () => {
      queued = null;
      channel.port1.close();
    },
  };
}

/** Least time between two renders of an unfinished scan's matches so far (see useListScan's `progressive`). */
export const SCAN_PROGRESS_MS = 50;

/** What useListScan shows: the latest caught-up scan, whether it is the current test's, and the current test's scan. */
export interface ListScanState<T> {
  latest: ListScan<T> | null;
  fresh: boolean;
  /** The scan of the current test, finished or not (null: no test). */
  current: ListScan<T> | null;
}

/**
 * Scans `source` below `length` with `test` (null: no scan). A new `source` or `test` starts a new
 * scan: one slice (SCAN_SLICE_MS) during the render, so a short list is answered at once, and the
 * rest in slices between tasks. Until it has caught up, `fresh` is false and `latest` is the last
 * scan that had (of an older test over the same source, or null). Once caught up, each render with a
 * longer `length` tests only the items added since. With `progressive`, the component also renders
 * while the scan runs: as soon as its first item passes, then at most every SCAN_PROGRESS_MS while
 * more pass, so `current` can show the matches found so far. With `paused`, an unfinished scan waits
 * where it is (no slice runs; `fresh` stays false) and goes on once unpaused, leaving the page's time
 * slices to another scan that answers first (a filter change before the search over its result).
 * `test` must be stable (memoised).
 */
export function useListScan<T>(
  source: readonly T[],
  length: number,
  test: ((item: T) => boolean) | null,
  { progressive = false, paused = false }: { progressive?: boolean; paused?: boolean } = {},
): ListScanState<T> {
  const scan = useMemo(() => (test ? new ListScan(source, test) : null), [source, test]);
  const caughtUp = useRef<ListScan<T> | null>(null);
  const [, rerender] = useState(0);
  const lengthRef = useRef(length);
  lengthRef.current = length;
  const deadline = scan?.finished ? Number.POSITIVE_INFINITY : performance.now() + SCAN_SLICE_MS;
  const fresh = scan && (scan.finished || !paused) ? scan.advance(length, deadline) : false;
  if (fresh) caughtUp.current = scan;
  const shownPassed = useRef(0);
  shownPassed.current = scan?.positions.length ?? 0;
  useEffect(() => {
    if (!scan || scan.finished || paused) return;
    const tasks = taskQueue();
    let shownAt = performance.now();
    const slice = () => {
      if (scan.advance(lengthRef.current, performance.now() + SCAN_SLICE_MS)) {
        tasks.stop();
        rerender((n) => n + 1);
        return;
      }
      const passed = scan.positions.length;
      const now = performance.now();
      if (
        progressive &&
        passed > shownPassed.current &&
        (shownPassed.current === 0 || now - shownAt >= SCAN_PROGRESS_MS)
      ) {
        shownAt = now;
        shownPassed.current = passed;
        rerender((n) => n + 1);
      }
      tasks.next(slice);
    };
    tasks.next(slice);
    return tasks.stop;
  }, [scan, progressive, paused]);
  const earlier = caughtUp.current?.source === source ? caughtUp.current : null;
  earlier?.advance(length);
  return { latest: fresh ? scan : earlier, fresh, current: scan };
}
