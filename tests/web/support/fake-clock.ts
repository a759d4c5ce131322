// Fake timers for component tests: the app's timeouts and Date are faked, React's own scheduling is not.
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Before each test of the calling file, fakes setTimeout/setInterval and Date (advancing with real
 * time, so awaiting still works); setImmediate and MessageChannel stay real so React commits and
 * runs effects on its own schedule. Restores real timers after each test.
 */
export function installFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
