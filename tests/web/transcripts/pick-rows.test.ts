// Rows a virtual list renders: every row in view, rows already mounted, and a few new ones nearest the view.
import { describe, expect, it } from 'vitest';
import { NEW_OVERSCAN_ROWS, pickRows } from '#web/features/transcripts/logic/pick-rows';

const key = (index: number) => index * 10;

describe('pickRows', () => {
  it('renders only the rows in view when none of them was mounted (the first screen, a long jump)', () => {
    expect(pickRows(0, 20, { first: 8, last: 12 }, key, new Set())).toEqual({
      indexes: [8, 9, 10, 11, 12],
      complete: false,
    });
    expect(pickRows(0, 20, { first: 8, last: 12 }, key, new Set([500, 510]))).toEqual({
      indexes: [8, 9, 10, 11, 12],
      complete: false,
    });
  });

  it('then adds NEW_OVERSCAN_ROWS new rows around the view per render, nearest first', () => {
    const picked = pickRows(0, 20, { first: 8, last: 12 }, key, new Set([80, 90, 100, 110, 120]));
    expect(NEW_OVERSCAN_ROWS).toBe(2);
    expect(picked).toEqual({ indexes: [7, 8, 9, 10, 11, 12, 13], complete: false });
  });

  it('keeps the rows mounted last time and completes the window over later renders', () => {
    let mounted = new Set<number>();
    let renders = 0;
    for (let complete = false; !complete; renders++) {
      const picked = pickRows(0, 6, { first: 3, last: 3 }, key, mounted);
      expect(picked.indexes).toEqual(expect.arrayContaining([...mounted].map((k) => k / 10)));
      mounted = new Set(picked.indexes.map(key));
      complete = picked.complete;
    }
    expect([...mounted].sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(renders).toBe(4);
  });

  it('renders nothing for an empty range', () => {
    expect(pickRows(0, -1, { first: 0, last: -1 }, key, new Set())).toEqual({ indexes: [], complete: true });
  });
});
