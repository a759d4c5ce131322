// The demo bot API's process-wide state: data, a log of received calls and injected failures.
import { createDemoData, type DemoData } from './seed';

/** A call the demo bot API received, as a test or a curious developer can read it back. */
export interface ReceivedCall {
  service: 'bot' | 'verify';
  method: string;
  path: string;
  body: unknown;
}

/** A failure to answer instead of the real reply, for the next `times` matching calls. */
export interface InjectedFailure {
  status: number;
  times: number;
  /** Only calls whose path starts with this fail; empty matches every call. */
  pathPrefix: string;
  /** Milliseconds the failure is held before it is answered (a slow upstream); 0 answers at once. */
  delayMs: number;
}

/** Most received calls kept (the newest). */
export const MAX_LOGGED_CALLS = 100;
/** Longest logged body, as JSON text; a longer one is logged as a note of its size. */
export const MAX_LOGGED_BODY_CHARS = 16 * 1024;
/** Most injected failures waiting at once. */
export const MAX_INJECTED_FAILURES = 20;
/** Longest delay an injected failure may be held (a slow upstream in the browser tests). */
export const MAX_FAILURE_DELAY_MS = 30_000;

/**
 * Mutable demo state; lives as long as the worker process. The data is created on first use:
 * Workers freeze `Date.now()` at 0 while a module loads, which would date every server to 1970.
 */
export const demoStore = {
  data: null as DemoData | null,
  received: [] as ReceivedCall[],
  failures: [] as InjectedFailure[],
};

/** Restores the seeded data and forgets received calls and injected failures. */
export function resetDemoStore(): void {
  demoStore.data = null;
  demoStore.received = [];
  demoStore.failures = [];
}

/**
 * Records a received call, keeping the newest MAX_LOGGED_CALLS; a body longer than
 * MAX_LOGGED_BODY_CHARS (as JSON) is kept as `{ omitted: '<n> characters' }`, so the log stays small.
 */
export function logCall(call: ReceivedCall): void {
  const size = JSON.stringify(call.body ?? null).length;
  const body = size > MAX_LOGGED_BODY_CHARS ? { omitted: `${size} characters` } : call.body;
  demoStore.received.push({ ...call, body });
  if (demoStore.received.length > MAX_LOGGED_CALLS) demoStore.received.shift();
}

/** Queues `failure`; false (nothing queued) when MAX_INJECTED_FAILURES already wait. */
export function addFailure(failure: InjectedFailure): boolean {
  if (demoStore.failures.length >= MAX_INJECTED_FAILURES) return false;
  demoStore.failures.push(failure);
  return true;
}

/** Takes one use of the first injected failure matching `path`, if any. */
export function takeFailure(path: string): InjectedFailure | null {
  const failure = demoStore.failures.find((f) => f.times > 0 && path.startsWith(f.pathPrefix));
  if (!failure) return null;
  failure.times -= 1;
  demoStore.failures = demoStore.failures.filter((f) => f.times > 0);
  return failure;
}

/** The demo data, for the demo routes; seeded at the current time on first use. */
export function demoData(): DemoData {
  demoStore.data ??= createDemoData();
  return demoStore.data;
}
