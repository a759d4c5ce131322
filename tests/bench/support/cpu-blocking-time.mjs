// Bench-only: Total Blocking Time estimated from the CPU time of a Lighthouse trace's main-thread tasks, which a busy machine stretches far less than wall time.
import { threadTasks } from './trace-tasks.mjs';

/**
 * Σ max(0, `multiplier` × CPU time − 50 ms) over the main-thread tasks that start at or after the
 * page's first contentful paint, in milliseconds: Lighthouse's simulated throttling counts every
 * observed task `multiplier` times longer, and its TBT counts each task's time over 50 ms. It reads
 * each task's thread time (`tdur`), so waiting for a core on a loaded machine does not count, unlike
 * Lighthouse's own figure; it leaves out the simulation's request graph, so it only estimates TBT.
 * Returns NaN when the trace has no first contentful paint or no thread times.
 */
export function cpuBlockingTime(traceEvents, multiplier) {
  const paint = traceEvents.findLast((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  const tasks = threadTasks(traceEvents, paint).filter((task) => task.ts >= paint.ts);
  if (tasks.length === 0 || tasks.some((task) => typeof task.tdur !== 'number')) return Number.NaN;
  return tasks.reduce((sum, task) => sum + Math.max(0, (multiplier * task.tdur) / 1000 - 50), 0);
}
