// The transcript's messages in a virtualised list, with day dividers, search matches and the linked message marked.
import { useCallback } from 'react';
import { activeLocale } from '#web/lib/i18n/i18n';
import type { StreamedMessage as Message } from '../logic/stream-transcript';
import { transcriptTexts } from '../texts';
import { TranscriptMessage } from './transcript-message';
import { type ScrollRequest, VirtualList } from './virtual-list';

interface MessageListProps {
  /** The shown messages: the first `count` of `messages` (the same array while it grows). */
  messages: readonly Message[];
  count: number;
  /** The positions in `messages` matching the search, or null while nothing is searched. */
  matches: { has: (position: number) => boolean } | null;
  /** Number of the current search match, and of the message the URL points at. */
  current: number | null;
  target: number | null;
  scrollRequest: ScrollRequest | null;
  onCopyLink: (n: number) => void;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day divider's date, in the active locale (as the rows' times) and the visitor's time zone;
 * one formatter per locale, as a long list draws many dividers.
 */
function dayText(time: number): string {
  const locale = activeLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    dayFormats.set(locale, format);
  }
  return format.format(time);
}

/** The visitor's local calendar day of `time` as a comparable number, or null when unknown. */
function dayOf(time: number | null): number | null {
  if (time === null) return null;
  const date = new Date(time);
  return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
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

/**
 * Renders only the rows near the viewport; `scrollRequest` positions index into `messages`. A longer
 * `count` with the same `messages` array adds rows to the layout; another array lays out anew.
 */
export function MessageList({
  messages,
  count,
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
    const day = dayOf(message.time);
    const newDay = day !== null && (index === 0 || dayOf(messages[index - 1]?.time ?? null) !== day);
    return (
      <>
        {newDay && message.time !== null && (
          <p className="transcript-day flex items-center gap-60 muted fs-80 semibold">
            {dayText(message.time)}
          </p>
        )}
        <TranscriptMessage
          message={message}
          match={matches?.has(index) ?? false}
          current={current === message.number}
          target={target === message.number}
          onCopyLink={onCopyLink}
        />
      </>
    );
  };
  return (
    <VirtualList
      count={count}
      keyOf={keyOf}
      estimate={estimate}
      renderRow={renderRow}
      label={transcriptTexts.listLabel}
      scrollRequest={scrollRequest}
    />
  );
}
