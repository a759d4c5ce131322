// The transcript probes' longest task by CPU time: only the page's main thread, only between the marks, thread time not wall time.
import { describe, expect, it } from 'vitest';
import { longestTaskCpu } from './task-cpu-time.mjs';

const MAIN = { pid: 7, tid: 7 };
const mark = (name: string, ts: number, ph = 'I') => ({ name, cat: 'blink.user_timing', ph, ts, ...MAIN });
const task = (ts: number, dur: number, tdur: number | undefined, thread = MAIN) => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});

describe('longestTaskCpu', () => {
  const events = [
    task(0, 90_000, 80_000), // before the first mark
    mark('warden:transcript-text', 100_000),
    task(95_000, 70_000, 30_000), // spans the mark: counted
    task(200_000, 120_000, 20_000), // a long wall time, little CPU
    task(300_000, 60_000, 45_000, { pid: 7, tid: 9 }), // another thread
    mark('warden:transcript-parse', 150_000, 'b'),
    mark('warden:transcript-parse', 400_000, 'e'),
    task(500_000, 90_000, 70_000), // after the measure's end
    mark('bench:use', 450_000),
  ];

  it('gives the most CPU time of one main-thread task between a mark and a measure’s end', () => {
    expect(longestTaskCpu(events, 'warden:transcript-text', 'warden:transcript-parse')).toBe(30);
  });

  it('runs to the trace’s end without an end mark', () => {
    expect(longestTaskCpu(events, 'bench:use')).toBe(70);
  });

  it('is NaN when a mark is missing or the trace has no thread times', () => {
    expect(longestTaskCpu(events, 'warden:nothing')).toBeNaN();
    expect(longestTaskCpu(events, 'warden:transcript-text', 'warden:nothing')).toBeNaN();
    expect(longestTaskCpu([mark('a', 0), task(1, 60_000, undefined)], 'a')).toBeNaN();
  });
});
