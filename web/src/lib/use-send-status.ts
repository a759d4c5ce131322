// The send status of the message tools, derived from their send mutation: 'Sending...', then success for 3 s, then the form resets.
import { useEffect } from 'react';
import { SUCCESS_MESSAGE_MS } from '#shared/constants/limits';

/** Where a send is: editing, waiting for the bot, or showing success before the reset. */
export type SendStatus = 'idle' | 'sending' | 'sent';

/** The parts of a mutation result this hook reads. */
export interface SendMutation {
  isPending: boolean;
  isSuccess: boolean;
  reset: () => void;
}

/**
 * The status of `mutation`. A success stays 'sent' for SUCCESS_MESSAGE_MS, then the mutation is
 * reset and `resetForm` runs (at once instead if the page unmounts sooner).
 */
export function useSendStatus(mutation: SendMutation, resetForm: () => void): SendStatus {
  const { isPending, isSuccess, reset } = mutation;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, SUCCESS_MESSAGE_MS);
    return () => {
      clearTimeout(timer);
      resetForm();
    };
  }, [isSuccess, reset, resetForm]);
  if (isPending) return 'sending';
  return isSuccess ? 'sent' : 'idle';
}
