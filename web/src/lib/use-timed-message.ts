// A message that clears itself after a fixed time (success 3 s, error 5 s, copied tick 2 s).
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Returns the current message (or null), a function showing a new one for `durationMs`
 * (restarting the timer), and a function clearing it now. The timer is cleared on unmount.
 */
export function useTimedMessage<T = string>(
  durationMs: number,
): [T | null, (message: T) => void, () => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
