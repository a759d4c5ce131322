// Scaled scrolling of lists taller than the browser lays out: ends reachable, 1 px per px nearby, monotonic.
import { describe, expect, it } from 'vitest';
import {
  followScroll,
  MAX_SCROLL_HEIGHT_PX,
  type ScrollPosition,
  scrollHeightFor,
  scrollScale,
  scrollTopFor,
  settle,
} from '#web/features/transcripts/logic/scroll-scale';

const VIEW = 384;
/** 500,000 rows of 66 px: past Chromium's 33,554,428 px element height. */
const BIG = 500_000 * 66;
const MAX_SCROLL = MAX_SCROLL_HEIGHT_PX - VIEW;

describe('scroll scale', () => {
  it('caps the spacer under Chromium’s 33,554,428 px height limit', () => {
    expect(MAX_SCROLL_HEIGHT_PX).toBeLessThan(33_554_428);
    expect(scrollHeightFor(BIG)).toBe(MAX_SCROLL_HEIGHT_PX);
    expect(scrollHeightFor(3_300_000)).toBe(3_300_000);
  });

  it('changes nothing below the cap: scale 1, logical top = scrollTop', () => {
    const total = 50_000 * 66;
    expect(scrollScale(total, VIEW)).toBe(1);
    expect(scrollTopFor(12_345, total, VIEW)).toBe(12_345);
    const previous = { scrollTop: 0, logicalTop: 0 };
    for (const top of [0, 40, 1_000_000, 3_000_000]) {
      expect(followScroll(previous, top, total, VIEW)).toEqual({ scrollTop: top, logicalTop: top });
    }
  });

  it('uses (logicalTotal - viewport) / (cappedTotal - viewport) above the cap', () => {
    expect(scrollScale(BIG, VIEW)).toBeCloseTo((BIG - VIEW) / MAX_SCROLL, 12);
  });

  it('shows row 0 at scrollTop 0 and the last viewport at the largest scrollTop', () => {
    const fromMiddle = { scrollTop: MAX_SCROLL / 2, logicalTop: BIG / 2 };
    expect(followScroll(fromMiddle, 0, BIG, VIEW).logicalTop).toBe(0);
    expect(followScroll(fromMiddle, MAX_SCROLL, BIG, VIEW).logicalTop).toBe(BIG - VIEW);
    // One wheel step onto either end lands on it, whatever the drift before.
    expect(followScroll({ scrollTop: 40, logicalTop: 40 }, 0, BIG, VIEW).logicalTop).toBe(0);
    const nearEnd = settle(MAX_SCROLL - 40, 0, BIG, VIEW);
    expect(followScroll(nearEnd, MAX_SCROLL, BIG, VIEW).logicalTop).toBe(BIG - VIEW);
  });

  it('moves 1 px per px for small steps away from the ends', () => {
    const start = followScroll({ scrollTop: 0, logicalTop: 0 }, MAX_SCROLL / 2, BIG, VIEW);
    const down = followScroll(start, start.scrollTop + 100, BIG, VIEW);
    expect(down.logicalTop - start.logicalTop).toBe(100);
    const up = followScroll(down, down.scrollTop - 40, BIG, VIEW);
    expect(down.logicalTop - up.logicalTop).toBe(40);
  });

  it('maps a long jump (scrollbar drag) to scrollTop × scale', () => {
    const jump = followScroll({ scrollTop: 0, logicalTop: 0 }, 5_000_000, BIG, VIEW);
    expect(jump.logicalTop).toBeCloseTo(5_000_000 * scrollScale(BIG, VIEW), 6);
  });

  it('reaches the end by small steps alone, never moving backwards or skipping a viewport', () => {
    const fastest = 2 * scrollScale(BIG, VIEW) - 1;
    // Wheel and arrow-key steps: even at the fastest catch-up they move less than a viewport.
    for (const step of [40, 100]) {
      let position: ScrollPosition = { scrollTop: 0, logicalTop: 0 };
      let least = Number.POSITIVE_INFINITY;
      let most = 0;
      while (position.scrollTop < MAX_SCROLL) {
        const next = followScroll(position, Math.min(MAX_SCROLL, position.scrollTop + step), BIG, VIEW);
        const moved = next.logicalTop - position.logicalTop;
        least = Math.min(least, moved);
        most = Math.max(most, moved);
        position = next;
      }
      expect(position.logicalTop).toBe(BIG - VIEW);
      expect(least).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(step * fastest + 1e-6);
      expect(most).toBeLessThan(VIEW);
      let backwards = 0;
      while (position.scrollTop > 0) {
        const next = followScroll(position, Math.max(0, position.scrollTop - step), BIG, VIEW);
        if (next.logicalTop >= position.logicalTop) backwards++;
        position = next;
      }
      expect(backwards).toBe(0);
      expect(position.logicalTop).toBe(0);
    }
  });

  it('lands a scroll to any offset in view, including the last row', () => {
    const rowTop = (index: number) => index * 66;
    for (const index of [0, 1, 123_456, 250_000, 499_990, 499_999]) {
      const desired = Math.max(0, rowTop(index) - (VIEW - 66) / 2);
      // The browser keeps a whole-pixel scrollTop within its range.
      const scrollTop = Math.min(MAX_SCROLL, Math.round(scrollTopFor(desired, BIG, VIEW)));
      const { logicalTop } = settle(scrollTop, desired, BIG, VIEW);
      expect(logicalTop).toBeLessThanOrEqual(rowTop(index));
      expect(logicalTop + VIEW).toBeGreaterThanOrEqual(rowTop(index) + 66);
    }
  });

  it('maps scrollTop × scale monotonically for long jumps', () => {
    let previous = -1;
    for (let top = 0; top <= MAX_SCROLL; top += 997_001) {
      const { logicalTop } = followScroll({ scrollTop: -1e9, logicalTop: 0 }, top, BIG, VIEW);
      expect(logicalTop).toBeGreaterThan(previous);
      previous = logicalTop;
    }
  });
});
