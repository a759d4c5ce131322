// The viewer's keyboard: / focuses search, n / N next or previous match, j / k next or previous message, Escape clears.
import { useEffect, useRef } from 'react';

/** What each key does. */
export interface TranscriptKeyActions {
  focusSearch: () => void;
  nextMatch: () => void;
  previousMatch: () => void;
  nextMessage: () => void;
  previousMessage: () => void;
  clear: () => void;
}

/** Whether `target` takes typed text (the keys then type, except Escape in the search box). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens on the document while mounted. Keys with Ctrl, Alt or Meta, and keys typed into a field,
 * are left alone; Escape also works in the search box (`searchId`).
 */
export function useTranscriptKeys(searchId: string, actions: TranscriptKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const inSearch = event.target instanceof HTMLElement && event.target.id === searchId;
      if (isTyping(event.target) && !(inSearch && event.key === 'Escape')) return;
      const act = {
        '/': latest.current.focusSearch,
        n: latest.current.nextMatch,
        N: latest.current.previousMatch,
        j: latest.current.nextMessage,
        k: latest.current.previousMessage,
        Escape: latest.current.clear,
      }[event.key];
      if (!act) return;
      event.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchId]);
}
