// Types of task-cpu-time.mjs for the TypeScript test that drives it.
export function longestTaskCpu(
  traceEvents: readonly object[],
  fromMark: string,
  until?: string | null,
): number;
