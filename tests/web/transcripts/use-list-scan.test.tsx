// useListScan over a list too long for one slice: the matches found so far show while it runs, when asked.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListScan } from '#web/features/transcripts/hooks/use-list-scan';

/** 20,000 numbers: one slice tests 1,024 of them while performance.now() runs fast (see below). */
const ITEMS = Array.from({ length: 20_000 }, (_, index) => index);
const isMultipleOf7 = (item: number) => item % 7 === 0;

/** A clock 5 ms further on every read: each slice stops at its first look at the clock. */
function fastClock() {
  let now = 0;
  return vi.spyOn(performance, 'now').mockImplementation(() => {
    now += 5;
    return now;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useListScan', () => {
  it('renders the matches found so far while a progressive scan runs, then the whole count', async () => {
    fastClock();
    const seen: { passed: number; fresh: boolean }[] = [];
    const { result } = renderHook(() => {
      const state = useListScan(ITEMS, ITEMS.length, isMultipleOf7, { progressive: true });
      seen.push({ passed: state.current?.positions.length ?? 0, fresh: state.fresh });
      return state;
    });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    const total = ITEMS.filter(isMultipleOf7).length;
    expect(result.current.current?.positions.length).toBe(total);
    const partial = seen.filter((render) => !render.fresh && render.passed > 0 && render.passed < total);
    expect(partial.length).toBeGreaterThan(0);
  });

  it('renders a scan that is not progressive only once it has caught up', async () => {
    fastClock();
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const state = useListScan(ITEMS, ITEMS.length, isMultipleOf7);
      seen.push(state.current?.positions.length ?? 0);
      return state;
    });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.latest?.positions.length).toBe(ITEMS.filter(isMultipleOf7).length);
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  it('tests nothing while paused and finishes the same scan once unpaused', async () => {
    fastClock();
    const { result, rerender } = renderHook(
      ({ paused }) => useListScan(ITEMS, ITEMS.length, isMultipleOf7, { progressive: true, paused }),
      { initialProps: { paused: true } },
    );
    const scan = result.current.current;
    await new Promise((done) => setTimeout(done, 50));
    expect(scan?.scanned).toBe(0);
    expect(result.current.fresh).toBe(false);
    rerender({ paused: false });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.current).toBe(scan);
    expect(scan?.positions.length).toBe(ITEMS.filter(isMultipleOf7).length);
  });
});
