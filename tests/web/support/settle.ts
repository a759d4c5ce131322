// Waits for async work under fake timers that do not advance on their own, without letting time pass.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Flushes promises and due zero-delay timers until `check` stops throwing, then returns its result;
 * the fake clock does not move, so timing assertions before and after stay exact.
 * @throws the last error of `check` after 200 rounds.
 */
export async function settle<T>(check: () => T): Promise<T> {
  let lastError: unknown;
  for (let round = 0; round < 200; round++) {
    try {
      return check();
    } catch (error) {
      lastError = error;
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
  }
  throw lastError;
}
