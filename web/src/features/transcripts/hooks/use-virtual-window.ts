// Windowing for long lists of rows with different heights: only rows near the viewport are rendered.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pickRows } from '../logic/pick-rows';
import { MeasuredHeights, RowLayout } from '../logic/row-layout';
import {
  followScroll,
  type ScrollPosition,
  scrollHeightFor,
  scrollTopFor,
  settle,
} from '../logic/scroll-scale';
import { useAfterFrames } from './use-after-frames';

/** Viewport height assumed before the container has been laid out (24 rem). */
const FALLBACK_VIEWPORT_PX = 384;
/**
 * Rows rendered above and below the viewport, in pixels: enough for a wheel or key step, small
 * enough that a long jump mounts few rows in one frame (each new row is parsed, rendered and laid out).
 */
const OVERSCAN_PX = 240;
/** Re-aims at a scroll target this often while the rows around it are measured. */
const MAX_TARGET_PASSES = 6;
/**
 * Options: the row count, a stable key per row (a non-negative integer; heights are cached by key)
 * and a height estimate. A new `keyOf` or `estimate` lays the list out anew; the same ones with a
 * larger `count` add rows to the layout (a list growing while it loads).
 */
export interface VirtualWindowOptions {
  count: number;
  keyOf: (index: number) => number;
  estimate: (index: number) => number;
}

/** What the list renders before its first frame: no row (and none left for later). */
const NO_ROWS = { indexes: [] as number[], complete: true };

/** The largest index i with offsets[i] <= y (0 for an empty list). */
function rowAt(offsets: Float64Array, count: number, y: number): number {
  let low = 0;
  let high = Math.max(0, count - 1);
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Tracks scrolling of `scrollRef`'s element and returns the rows to render with their offsets, the
 * total height, a ref callback measuring rendered rows (ResizeObserver; rows growing above the
 * viewport shift the scroll position so the visible rows stay put) and `scrollToIndex`, which
 * centres a row and keeps re-aiming while nearby rows are measured, until the user scrolls. Rows in
 * view render at once (alone when none of them was mounted), from the list's second frame on; the
 * rows around them (OVERSCAN_PX) NEW_OVERSCAN_ROWS (pick-rows.ts) per frame.
 * A list taller than MAX_SCROLL_HEIGHT_PX scrolls a capped spacer whose positions map onto the
 * rows' offsets (scroll-scale.ts); `rows[].top` is then relative to the spacer, not the list.
 */
export function useVirtualWindow({ count, keyOf, estimate }: VirtualWindowOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new MeasuredHeights());
  const [version, setVersion] = useState(0);
  /** Renders again to mount rows left out by the last render (see pickRows). */
  const [, fillIn] = useState(0);
  /** The last scroll position seen; `top` is the logical offset at the top of the view. */
  const [viewport, setViewport] = useState({ top: 0, scrollTop: 0, height: 0 });
  const position = useRef<ScrollPosition>({ scrollTop: 0, logicalTop: 0 });
  const target = useRef<{ index: number; passes: number; aimedTop: number } | null>(null);
  const pending = useRef({ frame: 0, shift: 0 });
  /** Keys of the rows rendered last time. */
  const mounted = useRef<ReadonlySet<number>>(new Set());
  /**
   * False until the frame after the list mounts: that first frame styles and lays out the page
   * around the list alone, and the rows follow in the next one, so no frame does both.
   */
  const framed = useAfterFrames(1);

  const layout = useMemo(() => new RowLayout(keyOf, estimate, heights.current), [keyOf, estimate]);
  layout.grow(count);
  const layoutRef = useRef(layout);
  const offsets = useMemo(() => {
    void version;
    void count;
    return layout.offsets();
  }, [layout, count, version]);
  const offsetsRef = useRef(offsets);

  /**
   * The list's clientHeight, kept by a ResizeObserver (read once laid out) so that a scroll event
   * never reads it: a read there would force a layout of the rows changed since the last frame.
   * Null where ResizeObserver is missing: the height is then read when needed.
   */
  const viewportHeight = useRef<number | null>(null);
  const heightOf = useCallback((element: HTMLElement) => viewportHeight.current ?? element.clientHeight, []);
  /** Records `next` as where the list is, for this render and the next scroll step. */
  const place = useCallback((next: ScrollPosition, height: number) => {
    position.current = next;
    setViewport({ top: next.logicalTop, scrollTop: next.scrollTop, height });
  }, []);
  /** Follows the element's scroll position (scaled above MAX_SCROLL_HEIGHT_PX, see scroll-scale.ts). */
  const follow = useCallback(
    (element: HTMLElement) => {
      const total = offsetsRef.current[layoutRef.current.count] ?? 0;
      const height = heightOf(element);
      place(followScroll(position.current, element.scrollTop, total, height || FALLBACK_VIEWPORT_PX), height);
    },
    [place, heightOf],
  );

  const aim = useCallback(() => {
    const element = scrollRef.current;
    const goal = target.current;
    if (!element || !goal) return;
    const table = offsetsRef.current;
    const top = table[goal.index] ?? 0;
    const height = (table[goal.index + 1] ?? top) - top;
    const visible = heightOf(element) || FALLBACK_VIEWPORT_PX;
    const total = table[layoutRef.current.count] ?? 0;
    const desired = Math.max(0, top - Math.max(0, (visible - height) / 2));
    element.scrollTop = scrollTopFor(desired, total, visible);
    goal.aimedTop = element.scrollTop;
    place(settle(element.scrollTop, desired, total, visible), heightOf(element));
    goal.passes += 1;
    if (goal.passes >= MAX_TARGET_PASSES) target.current = null;
  }, [place, heightOf]);

  useLayoutEffect(() => {
    void version;
    offsetsRef.current = offsets;
    layoutRef.current = layout;
    void count;
    aim();
  }, [offsets, layout, count, version, aim]);

  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      const element = scrollRef.current;
      for (const entry of entries) {
        const row = entry.target as HTMLElement;
        const index = Number(row.dataset.index);
        const table = layoutRef.current;
        if (!Number.isInteger(index) || index >= table.count) continue;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? row.getBoundingClientRect().height;
        const previous = table.size(index);
        if (Math.abs(height - previous) < 0.5) continue;
        table.setSize(index, height);
        if (element && !target.current && (offsetsRef.current[index] ?? 0) < position.current.logicalTop) {
          pending.current.shift += height - previous;
        }
        if (!pending.current.frame) {
          pending.current.frame = requestAnimationFrame(() => {
            pending.current.frame = 0;
            if (element && pending.current.shift) element.scrollTop += pending.current.shift;
            pending.current.shift = 0;
            setVersion((value) => value + 1);
          });
        }
      }
    });
  }, []);
  useEffect(() => () => observer?.disconnect(), [observer]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // Where ResizeObserver exists its first call, right after the list's first layout, reads the
    // position: reading it here would lay out the whole new page inside React's commit task.
    if (typeof ResizeObserver === 'undefined') {
      follow(element);
      return;
    }
    const resize = new ResizeObserver(() => {
      viewportHeight.current = element.clientHeight;
      follow(element);
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      viewportHeight.current = null;
    };
  }, [follow]);

  /** Follows the scroll position; a scroll that did not come from aiming ends the re-aiming. */
  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (target.current && Math.abs(element.scrollTop - target.current.aimedTop) > 1) target.current = null;
    follow(element);
  }, [follow]);
  /** Stops re-aiming at a scroll target once the user scrolls on their own. */
  const onUserScroll = useCallback(() => {
    target.current = null;
  }, []);

  const measureRef = useCallback(
    (row: HTMLElement | null) => {
      if (!row || !observer) return;
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [observer],
  );

  const scrollToIndex = useCallback(
    (index: number) => {
      target.current = { index, passes: 0, aimedTop: -1 };
      aim();
    },
    [aim],
  );

  const height = viewport.height || FALLBACK_VIEWPORT_PX;
  const totalHeight = offsets[count] ?? 0;
  const { logicalTop: top } = settle(viewport.scrollTop, viewport.top, totalHeight, height);
  /** Rows sit at their logical offset less this, so they line up with the (shorter) scroll range. */
  const shift = top - viewport.scrollTop;
  const first = rowAt(offsets, count, top - OVERSCAN_PX);
  const last = count === 0 ? -1 : rowAt(offsets, count, top + height + OVERSCAN_PX);
  const inView = {
    first: rowAt(offsets, count, top),
    last: rowAt(offsets, count, top + height),
  };
  const picked = framed ? pickRows(first, last, inView, keyOf, mounted.current) : NO_ROWS;
  const rows = picked.indexes.map((index) => ({ index, top: (offsets[index] ?? 0) - shift }));
  useLayoutEffect(() => {
    mounted.current = new Set(picked.indexes.map(keyOf));
    if (picked.complete) return;
    const frame = requestAnimationFrame(() => fillIn((value) => value + 1));
    return () => cancelAnimationFrame(frame);
  });
  return {
    scrollRef,
    rows,
    /** The spacer's height: the rows' total, capped at MAX_SCROLL_HEIGHT_PX. */
    totalHeight: scrollHeightFor(totalHeight),
    measureRef,
    scrollToIndex,
    onScroll,
    onUserScroll,
  };
}
