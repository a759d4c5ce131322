// The send cycle of the dashboard's message tools: 'Sending...', success for 3 s, then reset; errors for 5 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { useTimedMessage } from './use-timed-message';

/** Where a send is: editing, waiting for the bot, or showing success before the reset. */
export type SendStatus = 'idle' | 'sending' | 'sent';

/**
 * Runs sends one at a time. `run(task, describeError)` sets 'sending', awaits `task`, then keeps
 * 'sent' for 3 s and calls `reset` (also at once if the page unmounts sooner). A failing task
 * goes back to 'idle' and shows `describeError(failure)` for 5 s. `showError` shows a message
 * (such as a validation text) for 5 s without sending. While not idle, `run` does nothing.
 */
export function useSendFlow<E>(reset: () => void) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [error, showError, clearError] = useTimedMessage<E>(ERROR_MESSAGE_MS);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_MESSAGE_MS);
    return () => {
      clearTimeout(timer);
      reset();
    };
  }, [status, reset]);

  const run = useCallback(
    async (task: () => Promise<void>, describeError: (failure: unknown) => E) => {
      if (status !== 'idle') return;
      clearError();
      setStatus('sending');
      try {
        await task();
        if (mounted.current) setStatus('sent');
        else reset();
      } catch (failure) {
        if (!mounted.current) return;
        setStatus('idle');
        showError(describeError(failure));
      }
    },
    [status, reset, clearError, showError],
  );

  return { status, error, showError, clearError, run };
}
