// Records the promise rejections nothing handled during each test of a file, so a test can assert there were none.
import { afterEach, beforeEach } from 'vitest';

/**
 * Call at the top of a test file: the returned list holds the reasons of the rejections left
 * unhandled during the current test (emptied before each). Node reports one once the microtasks
 * of its task have run, so wait with `settleRejections` before reading it.
 */
export function recordUnhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });
  return seen;
}

/** Waits a few tasks (real time), so a rejection left unhandled by then has been reported. */
export function settleRejections(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}
