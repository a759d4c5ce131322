// Bench-only: the tasks one thread ran in a Chromium trace, for the probes that read main-thread tasks.

/**
 * The `RunTask` events (complete events, `ph: 'X'`; in `disabled-by-default-devtools.timeline`) of
 * the thread `{ pid, tid }` of `traceEvents`, such as the thread of a paint or a User Timing mark, in
 * trace order. Each holds `ts` and `dur` (wall time, µs) and, when the trace kept thread times,
 * `tdur` (CPU time, µs). Empty when the thread ran no task in the trace.
 */
export function threadTasks(traceEvents, { pid, tid }) {
  return traceEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
  );
}
