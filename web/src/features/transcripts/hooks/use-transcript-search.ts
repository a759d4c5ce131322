// Search within the shown messages: matches, the current match, and jumps to the next or previous one.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { StreamedMessage as TranscriptMessage } from '../logic/stream-transcript';
import { findMatches, searchableText } from '../logic/transcript-search';

/**
 * Searches `messages` (the shown ones of `all`, the whole transcript). A new query jumps to its first
 * match; `next`/`previous` wrap around. `onJump` gets the position in `messages` to bring into view
 * and must be stable. The searchable texts of `all` are built on the first search, not on load.
 */
export function useTranscriptSearch(
  messages: readonly TranscriptMessage[],
  all: readonly TranscriptMessage[],
  onJump: (position: number) => void,
) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  const texts = useMemo(() => (searching ? all.map(searchableText) : []), [all, searching]);
  const matches = useMemo(
    () => findMatches(messages, texts, deferredQuery),
    [messages, texts, deferredQuery],
  );
  const [cursor, setCursor] = useState({ matches, index: 0 });
  const index = cursor.matches === matches ? cursor.index : 0;

  useEffect(() => {
    if (matches[0] !== undefined) onJump(matches[0]);
  }, [matches, onJump]);

  const step = useCallback(
    (delta: number) => {
      if (!matches.length) return;
      const nextIndex = (index + delta + matches.length) % matches.length;
      setCursor({ matches, index: nextIndex });
      onJump(matches[nextIndex] ?? 0);
    },
    [matches, index, onJump],
  );

  const current = matches.length ? (matches[index] ?? null) : null;
  return {
    query,
    setQuery,
    searching,
    matches,
    /** 0-based index of the current match in `matches`. */
    index,
    /** Position in `messages` of the current match, or null. */
    current,
    next: () => step(1),
    previous: () => step(-1),
  };
}
