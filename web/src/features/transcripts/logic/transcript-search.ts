// Search, author filter and message anchors of the transcript viewer, as pure functions over parsed messages.
import type { TranscriptEmbed } from './transcript-message-body';

/** What search and the author filter read of a message (both parsers' messages have it). */
export interface SearchableMessage {
  number: number;
  author: string;
  content: string;
  embeds: readonly TranscriptEmbed[];
}

/** The lower-cased text a search looks through: author, content, embed titles and descriptions. */
export function searchableText(message: SearchableMessage): string {
  const embeds = message.embeds.flatMap((embed) => [embed.title ?? '', embed.description ?? '']);
  return [message.author, message.content, ...embeds].join('\n').toLowerCase();
}

/**
 * Positions (in `messages`) of the messages whose searchable text contains `query`, case-insensitively.
 * `texts[n - 1]` is the searchable text of message number n. A blank query matches nothing.
 */
export function findMatches(
  messages: readonly SearchableMessage[],
  texts: readonly string[],
  query: string,
): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const positions: number[] = [];
  messages.forEach((message, position) => {
    if (texts[message.number - 1]?.includes(needle)) positions.push(position);
  });
  return positions;
}

const ANCHOR_PREFIX = 'message-';

/** The element id and URL fragment (without '#') of message number `n`. */
export function messageAnchor(n: number): string {
  return `${ANCHOR_PREFIX}${n}`;
}

/** The message number a URL fragment such as '#message-12' names, or null. */
export function parseMessageAnchor(hash: string): number | null {
  const match = /^#?message-(\d{1,9})$/.exec(hash);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 ? n : null;
}
