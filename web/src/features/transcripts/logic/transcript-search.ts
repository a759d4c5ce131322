// Search, author filter and message anchors of the transcript viewer, as pure functions over parsed messages.
import { LOWERS_TO_ASCII } from './lowers-to-ascii';
import { BatchMessage, type MessageBatch, matchBatch } from './message-batch';
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

/** Whether `field` contains the ASCII `needle` as `field.toLowerCase().includes(needle)` reads it. */
function asciiFieldMatch(field: string, pattern: RegExp, needle: string): boolean {
  return LOWERS_TO_ASCII.test(field) ? field.toLowerCase().includes(needle) : pattern.test(field);
}

/**
 * The test of a search for `query`: whether a message's searchableText contains the trimmed query
 * (case-insensitively, as toLowerCase reads case), or null for a blank query. An ASCII query, the
 * usual case, is matched field by field with a case-insensitive expression, which allocates nothing
 * per message: a search of 500,000 messages then takes a fraction of lower-casing every text, with
 * the same answers (a non-ASCII character matches an ASCII one only through the two characters of LOWERS_TO_ASCII,
 * whose fields are lower-cased instead). Messages read from a MessageBatch are answered a batch at a
 * time, by one pass over the batch's text (matchBatch).
 */
export function searchTest(query: string): ((message: SearchableMessage) => boolean) | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point.
  if (!/^[\x00-\x7f]*$/.test(needle) || needle.includes('\n')) {
    return (message) => searchableText(message).includes(needle);
  }
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  const field = (text: string | null | undefined) => !!text && asciiFieldMatch(text, pattern, needle);
  const inBatch = batchMatches(new RegExp(pattern.source, 'gi'));
  return (message) =>
    inBatch(message) ??
    (field(message.author) ||
      field(message.content) ||
      message.embeds.some((embed) => field(embed.title) || field(embed.description)));
}

/**
 * For a message of a MessageBatch, whether it matches `pattern` (global, ASCII, case-insensitive),
 * answered from one pass over its batch (matchBatch, kept for the batch last asked about); null for
 * other messages and for a batch holding a character that lower-cases to ASCII (tested per field).
 */
function batchMatches(pattern: RegExp): (message: SearchableMessage) => boolean | null {
  let batch: MessageBatch | null = null;
  let hits: Uint8Array | null = null;
  return (message) => {
    if (!(message instanceof BatchMessage)) return null;
    if (message.batch !== batch) {
      batch = message.batch;
      hits = batch.lowersToAscii ? null : matchBatch(batch, pattern);
    }
    return hits ? hits[message.index] === 1 : null;
  };
}

/**
 * Position in `messages` (ascending by number, as every shown list is) of message number `n`, looking
 * only at the first `length`; -1 when it is not there. A binary search: cheap on every batch of a load.
 */
export function positionOfMessage(
  messages: readonly { number: number }[],
  length: number,
  n: number,
): number {
  let low = 0;
  let high = Math.min(length, messages.length) - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const number = messages[mid]?.number ?? 0;
    if (number === n) return mid;
    if (number < n) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
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
