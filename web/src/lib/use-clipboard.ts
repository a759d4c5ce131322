// Click-to-copy with a short-lived "copied" flag, shared by every copy button of the app.
import { useCallback } from 'react';
import { COPY_TICK_MS } from '#shared/constants/limits';
import { useTimedMessage } from './use-timed-message';

/**
 * `copy(text, key)` writes `text` to the clipboard and sets `copiedKey` to `key` for 2 s
 * (COPY_TICK_MS); copying again restarts the 2 s. A failure (no clipboard access) is only
 * logged with console.warn, and the flag is left unchanged.
 */
export function useClipboard<K extends string = string>(): {
  copiedKey: K | null;
  copy: (text: string, key: K) => Promise<void>;
} {
  const [copiedKey, showCopied] = useTimedMessage<K>(COPY_TICK_MS);
  const copy = useCallback(
    async (text: string, key: K) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.warn('Could not copy to the clipboard:', error);
        return;
      }
      showCopied(key);
    },
    [showCopied],
  );
  return { copiedKey, copy };
}
