// Search within the shown messages: matches, the current match, and jumps to the next or previous one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StreamedMessage as TranscriptMessage } from '../logic/stream-transcript';
import { searchTest } from '../logic/transcript-search';
import { useListScan } from './use-list-scan';

const NO_MATCHES: readonly number[] = [];

/**
 * Searches the first `length` of `messages` (the shown ones; the list may grow while loading). A new
 * query or list is scanned in short slices (useListScan, progressive): the matches found so far show
 * while it runs, the first one is jumped to as soon as it is found, and `counted` turns true once every
 * message is tested. `next`/`previous` wrap around the matches found so far. `onJump` gets the position
 * in `messages` to bring into view and must be stable. `searching` is false for a blank query. While
 * `paused` (the shown messages are about to change: a filter scan runs) the search waits, so the
 * filter answers first.
 */
export function useTranscriptSearch(
  messages: readonly TranscriptMessage[],
  length: number,
  onJump: (position: number) => void,
  paused = false,
) {
  const [query, setQuery] = useState('');
  const test = useMemo(() => searchTest(query), [query]);
  const { current: scan, fresh } = useListScan(messages, length, test, { progressive: true, paused });
  const matches = scan?.positions ?? NO_MATCHES;
  const [cursor, setCursor] = useState<{ scan: typeof scan; index: number }>({ scan: null, index: 0 });
  const index = cursor.scan === scan ? cursor.index : 0;

  const jumped = useRef<typeof scan>(null);
  const first = matches[0];
  useEffect(() => {
    if (!scan || first === undefined || jumped.current === scan) return;
    jumped.current = scan;
    onJump(first);
  }, [scan, first, onJump]);

  const step = useCallback(
    (delta: number) => {
      if (!matches.length) return;
      const nextIndex = (index + delta + matches.length) % matches.length;
      setCursor({ scan, index: nextIndex });
      onJump(matches[nextIndex] ?? 0);
    },
    [scan, matches, index, onJump],
  );

  return {
    query,
    setQuery,
    searching: scan !== null,
    /** Whether every shown message has been tested (the count is final until more arrive). */
    counted: fresh,
    /** The scan of the current query (positions in `messages`, ascending; those found so far), or null. */
    scan,
    matchCount: matches.length,
    /** 0-based index of the current match in the matches. */
    index,
    next: () => step(1),
    previous: () => step(-1),
  };
}
