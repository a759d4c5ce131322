// Maps a virtual list's logical offsets onto a scroll range short enough for the browser to lay out.

/**
 * The tallest scroll range the list uses, in pixels. Chromium caps an element's height at
 * 33,554,428 px (its layout units are 1/64 px in a 32-bit integer): a 40,000,000 px spacer only
 * scrolls to 33,554,428 px, so 500,000 rows of ~66 px could not be reached. Half of that keeps
 * clear of the limit in every engine; lists taller than this are scaled (see `followScroll`).
 */
export const MAX_SCROLL_HEIGHT_PX = 15_000_000;

/** Where a list is: the element's `scrollTop` and the logical offset shown at the top of the view. */
export interface ScrollPosition {
  scrollTop: number;
  logicalTop: number;
}

/** The spacer height for a list `logicalTotal` pixels tall: itself up to the cap, else the cap. */
export function scrollHeightFor(logicalTotal: number): number {
  return Math.min(Math.max(0, logicalTotal), MAX_SCROLL_HEIGHT_PX);
}

/**
 * Logical pixels per scroll pixel, (logicalTotal - viewport) / (cappedTotal - viewport): exactly 1
 * when the list fits under the cap (or in the viewport), more than 1 above it.
 */
export function scrollScale(logicalTotal: number, viewport: number): number {
  const capped = scrollHeightFor(logicalTotal);
  if (logicalTotal <= capped || capped <= viewport) return 1;
  return (logicalTotal - viewport) / (capped - viewport);
}

/**
 * Puts `logicalTop` within reach of both ends for the scroll position `scrollTop`: within
 * (scale - 1) × (distance to the nearer end) of scrollTop × scale, and inside the list. So scrollTop
 * 0 always shows offset 0 and the largest scrollTop the last viewport of the list; at scale 1 the
 * logical top is the scroll top.
 */
export function settle(
  scrollTop: number,
  logicalTop: number,
  logicalTotal: number,
  viewport: number,
): ScrollPosition {
  const scale = scrollScale(logicalTotal, viewport);
  const maxScroll = Math.max(0, scrollHeightFor(logicalTotal) - viewport);
  const top = Math.min(Math.max(0, scrollTop), maxScroll);
  const slack = (scale - 1) * Math.min(top, maxScroll - top);
  const low = Math.max(0, top * scale - slack);
  const high = Math.min(Math.max(0, logicalTotal - viewport), top * scale + slack);
  return { scrollTop, logicalTop: Math.min(Math.max(logicalTop, low), high) };
}

/**
 * The position after the element scrolled from `previous` to `scrollTop`. A step up to a viewport
 * long (wheel, arrow keys, rows growing above) moves the logical top by the same pixels, as far as
 * `settle` allows: near an end the list catches up (at most 2 × scale - 1 px per px), so the ends stay
 * reachable and the mapping stays monotonic. A longer move (scrollbar drag, Home/End) goes to
 * scrollTop × scale.
 */
export function followScroll(
  previous: ScrollPosition,
  scrollTop: number,
  logicalTotal: number,
  viewport: number,
): ScrollPosition {
  const step = scrollTop - previous.scrollTop;
  const logicalTop =
    Math.abs(step) <= viewport ? previous.logicalTop + step : scrollTop * scrollScale(logicalTotal, viewport);
  return settle(scrollTop, logicalTop, logicalTotal, viewport);
}

/** The scrollTop that shows logical offset `logicalTop` at the top of the view (the scaled one). */
export function scrollTopFor(logicalTop: number, logicalTotal: number, viewport: number): number {
  return logicalTop / scrollScale(logicalTotal, viewport);
}
