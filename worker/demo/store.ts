// The demo bot API's state, one private copy per visitor: data, a log of received calls and injected failures, bounded in count and size.
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

/** One visitor's demo: what the demo bot API reads and changes for them, and nobody else. */
export interface DemoVisitor {
  /** Created on first use: Workers freeze `Date.now()` at 0 while a module loads, which would date every server to 1970. */
  data: DemoData | null;
  received: ReceivedCall[];
  /** Characters of the logged bodies (as JSON) in `received`, kept under MAX_LOGGED_CHARS. */
  loggedChars: number;
  failures: InjectedFailure[];
}

/** Most received calls kept per visitor (the newest). */
export const MAX_LOGGED_CALLS = 100;
/** Longest logged body, as JSON text; a longer one is logged as a note of its size. */
export const MAX_LOGGED_BODY_CHARS = 16 * 1024;
/** Most characters of logged bodies kept per visitor; older calls go first. */
export const MAX_LOGGED_CHARS = 64 * 1024;
/** Most injected failures waiting at once, per visitor. */
export const MAX_INJECTED_FAILURES = 20;
/** Longest delay an injected failure may be held (a slow upstream in the browser tests). */
export const MAX_FAILURE_DELAY_MS = 30_000;

/**
 * Most visitors whose demo an isolate keeps; the one unused longest is forgotten first (its next
 * call starts from the seed). With the caps above a visitor holds at most about 100 KB.
 */
export const MAX_DEMO_VISITORS = 200;

/** Visitors by id, least recently used first (a Map keeps insertion order). */
const visitors = new Map<string, DemoVisitor>();

function emptyVisitor(): DemoVisitor {
  return { data: null, received: [], loggedChars: 0, failures: [] };
}

/**
 * The demo of visitor `id`, created on first use. Marks it as the most recently used; when more than
 * MAX_DEMO_VISITORS are kept, the least recently used is forgotten.
 */
export function demoVisitor(id: string): DemoVisitor {
  const known = visitors.get(id);
  if (known) {
    visitors.delete(id);
    visitors.set(id, known);
    return known;
  }
  const visitor = emptyVisitor();
  visitors.set(id, visitor);
  if (visitors.size > MAX_DEMO_VISITORS) {
    const oldest = visitors.keys().next().value;
    if (oldest !== undefined) visitors.delete(oldest);
  }
  return visitor;
}

/** How many visitors' demos are kept (never more than MAX_DEMO_VISITORS). */
export function demoVisitorCount(): number {
  return visitors.size;
}

/** Restores the visitor's seeded data and forgets their received calls and injected failures. */
export function resetDemoVisitor(visitor: DemoVisitor): void {
  Object.assign(visitor, emptyVisitor());
}

/**
 * Records a call the visitor made, keeping the newest MAX_LOGGED_CALLS within MAX_LOGGED_CHARS of
 * bodies; a body longer than MAX_LOGGED_BODY_CHARS (as JSON) is kept as `{ omitted: '<n> characters' }`.
 */
export function logCall(visitor: DemoVisitor, call: ReceivedCall): void {
  const size = JSON.stringify(call.body ?? null).length;
  const body = size > MAX_LOGGED_BODY_CHARS ? { omitted: `${size} characters` } : call.body;
  visitor.received.push({ ...call, body });
  visitor.loggedChars += JSON.stringify(body ?? null).length;
  while (
    visitor.received.length > MAX_LOGGED_CALLS ||
    (visitor.loggedChars > MAX_LOGGED_CHARS && visitor.received.length > 1)
  ) {
    const dropped = visitor.received.shift();
    visitor.loggedChars -= JSON.stringify(dropped?.body ?? null).length;
  }
}

/** Queues `failure` for the visitor; false (nothing queued) when MAX_INJECTED_FAILURES already wait. */
export function addFailure(visitor: DemoVisitor, failure: InjectedFailure): boolean {
  if (visitor.failures.length >= MAX_INJECTED_FAILURES) return false;
  visitor.failures.push(failure);
  return true;
}

/** Takes one use of the visitor's first injected failure matching `path`, if any. */
export function takeFailure(visitor: DemoVisitor, path: string): InjectedFailure | null {
  const failure = visitor.failures.find((f) => f.times > 0 && path.startsWith(f.pathPrefix));
  if (!failure) return null;
  failure.times -= 1;
  visitor.failures = visitor.failures.filter((f) => f.times > 0);
  return failure;
}

/** The visitor's demo data, seeded at the current time on first use. */
export function visitorData(visitor: DemoVisitor): DemoData {
  visitor.data ??= createDemoData();
  return visitor.data;
}
