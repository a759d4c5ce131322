// The transcript's messages in a virtualised list, with search matches and the linked message marked.
import { useCallback } from 'react';
import type { StreamedMessage as Message } from '#shared/logic/transcript/stream-transcript';
import { transcriptTexts } from '../texts';
import { TranscriptMessage } from './transcript-message';
import { type ScrollRequest, VirtualList } from './virtual-list';

interface MessageListProps {
  messages: readonly Message[];
  /** Numbers of the messages matching the search. */
  matches: ReadonlySet<number>;
  /** Number of the current search match, and of the message the URL points at. */
  current: number | null;
  target: number | null;
  scrollRequest: ScrollRequest | null;
  onCopyLink: (n: number) => void;
}

/** Characters of message text a row holds on one line, for the height estimate. */
const CHARS_PER_LINE = 70;

/**
 * A rough height before a row is measured: the header and one line per CHARS_PER_LINE characters of
 * the message. Reads only `textLength`, so estimating 50,000 rows does not read their bodies.
 */
function estimateRow(message: Message | undefined): number {
  if (!message) return 60;
  return 44 + (1 + Math.floor(message.textLength / CHARS_PER_LINE)) * 22;
}

/** Renders only the rows near the viewport; `scrollRequest` positions index into `messages`. */
export function MessageList({
  messages,
  matches,
  current,
  target,
  scrollRequest,
  onCopyLink,
}: MessageListProps) {
  const keyOf = useCallback((index: number) => messages[index]?.number ?? index, [messages]);
  const estimate = useCallback((index: number) => estimateRow(messages[index]), [messages]);
  const renderRow = (index: number) => {
    const message = messages[index];
    if (!message) return null;
    return (
      <TranscriptMessage
        message={message}
        match={matches.has(message.number)}
        current={current === message.number}
        target={target === message.number}
        onCopyLink={onCopyLink}
      />
    );
  };
  return (
    <VirtualList
      count={messages.length}
      keyOf={keyOf}
      estimate={estimate}
      renderRow={renderRow}
      label={transcriptTexts.listLabel}
      scrollRequest={scrollRequest}
    />
  );
}
