// The transcript's messages in a virtualised list, with search matches and the linked message marked.
import { useCallback } from 'react';
import type { TranscriptMessage as Message } from '#shared/logic/transcript/parse-transcript';
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

/**
 * A rough height before a row is measured: header, wrapped content lines, embeds and reactions.
 * Walks the content's line breaks without splitting it (it runs once per message of the list).
 */
function estimateRow(message: Message | undefined): number {
  if (!message) return 60;
  const { content } = message;
  let lines = 0;
  for (let start = 0; content && start <= content.length; ) {
    const found = content.indexOf('\n', start);
    const end = found < 0 ? content.length : found;
    lines += 1 + Math.floor((end - start) / 90);
    start = end + 1;
  }
  return 44 + lines * 22 + message.embeds.length * 80 + (message.reactions.length ? 32 : 0);
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
