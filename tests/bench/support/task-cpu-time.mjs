// Bench-only: the longest main-thread task between two moments of a trace, by CPU time, which a busy machine stretches far less than wall time.
import { threadTasks } from './trace-tasks.mjs';

/**
 * The CPU time, in milliseconds, of the longest task on the thread that wrote the User Timing mark
 * `fromMark` (the page's main thread), among the tasks that end after that mark and start before
 * `until`: the end of the measure of that name, else the mark of that name, else the trace's end
 * when `until` is null. Reads each `RunTask`'s thread time (`tdur`, in the category
 * `disabled-by-default-devtools.timeline`), so waiting for a core does not count, unlike the
 * PerformanceObserver's long tasks. Returns NaN when the trace lacks `fromMark`, `until` or the
 * tasks' thread times.
 */
export function longestTaskCpu(traceEvents, fromMark, until = null) {
  const from = traceEvents.find((event) => event.name === fromMark && event.cat === 'blink.user_timing');
  if (!from) return Number.NaN;
  const ends = traceEvents.filter(
    (event) => until !== null && event.name === until && event.cat === 'blink.user_timing',
  );
  const end =
    until === null
      ? Number.POSITIVE_INFINITY
      : (ends.find((event) => event.ph === 'e') ?? ends.find((event) => event.ph === 'I' || event.ph === 'R'))
          ?.ts;
  if (end === undefined) return Number.NaN;
  const tasks = threadTasks(traceEvents, from).filter(
    (task) => task.ts + task.dur > from.ts && task.ts < end,
  );
  if (tasks.length === 0 || tasks.some((task) => typeof task.tdur !== 'number')) return Number.NaN;
  return tasks.reduce((most, task) => Math.max(most, task.tdur / 1000), 0);
}
