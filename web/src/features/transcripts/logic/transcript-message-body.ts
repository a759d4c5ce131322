// Reads the body of one transcript message (the lines below its first line): content, embeds and reactions.
import { parseReactions, type TranscriptReaction } from './transcript-reactions';
import { isBlank } from './white-space';

/** An embed of a message: the text after 'Embed ' (a leading 'Title:' is dropped) and its description. */
export interface TranscriptEmbed {
  title: string | null;
  description: string | null;
}

/** The body of a message. */
export interface MessageBody {
  /** Content lines joined by newlines, blank lines around them removed. */
  content: string;
  embeds: TranscriptEmbed[];
  reactions: TranscriptReaction[];
}

/**
 * The embeds and reactions of every message without any (most): one shared empty array each instead
 * of two per message. Frozen: a caller that tried to add to them would throw rather than change all.
 */
export const NO_EMBEDS = Object.freeze([]) as unknown as TranscriptEmbed[];
export const NO_REACTIONS = Object.freeze([]) as unknown as TranscriptReaction[];

interface Draft {
  embeds: TranscriptEmbed[];
  reactions: TranscriptReaction[];
  /** Content lines so far. */
  lines: string[];
  /** Lines after a 'Description: ' line continue that description until the next marked line. */
  openDescription: TranscriptEmbed | null;
}

/**
 * The body made of `inline` (the text after `name:`, a first content line unless empty) and the
 * lines of `text` from index `from` to index `to` (lines end at '\n'; none when `from` > `to`):
 * 'Embed ' starts an embed, 'Description: ' appends to the last embed (and the lines after it too,
 * until the next marked line), 'Reactions: ' adds reactions, every other line is content. Never throws.
 */
export function readMessageBody(inline: string, text: string, from: number, to: number): MessageBody {
  if (!hasMarkedLine(text, from, to))
    return { content: plainContent(inline, text, from, to), embeds: NO_EMBEDS, reactions: NO_REACTIONS };
  const draft: Draft = { embeds: [], reactions: [], lines: inline ? [inline] : [], openDescription: null };
  for (let start = from; start <= to; ) {
    const found = text.indexOf('\n', start);
    const end = found < 0 || found > to ? to : found;
    addMessageLine(draft, text.slice(start, end));
    start = end + 1;
  }
  return finish(draft);
}

/** Whether a line of `text` from `from` to `to` starts an embed or reactions ('Description: ' needs an embed). */
function hasMarkedLine(text: string, from: number, to: number): boolean {
  for (let start = from; start <= to; ) {
    if (text.startsWith('Embed ', start) || text.startsWith('Reactions: ', start)) return true;
    const found = text.indexOf('\n', start);
    if (found < 0 || found >= to) return false;
    start = found + 1;
  }
  return false;
}

/**
 * The content of a body whose lines are all content: `inline` (one line) and the lines from `from`
 * to `to`, without the blank lines at either end. Read by positions in `text` and sliced once, so
 * the content is a slice of `text` (or `inline` and one) rather than a copy.
 */
function plainContent(inline: string, text: string, from: number, to: number): string {
  const first = isBlank(inline, 0, inline.length) ? '' : inline;
  if (from > to) return first;
  let start = from;
  if (!first) {
    while (start <= to) {
      const lineEnd = lineEndBefore(text, start, to);
      if (!isBlank(text, start, lineEnd)) break;
      start = lineEnd + 1;
    }
    if (start > to) return '';
  }
  let end = to;
  for (let found = text.lastIndexOf('\n', end - 1); found >= start && end > start; ) {
    if (!isBlank(text, found + 1, end)) break;
    end = found;
    found = text.lastIndexOf('\n', end - 1);
  }
  if (!first) return text.slice(start, end);
  return isBlank(text, start, end) ? first : `${first}\n${text.slice(start, end)}`;
}

/** Where the line of `text` starting at `start` ends: its '\n', or `to` when that comes first. */
function lineEndBefore(text: string, start: number, to: number): number {
  const found = text.indexOf('\n', start);
  return found < 0 || found > to ? to : found;
}

function addMessageLine(draft: Draft, line: string): void {
  if (line.startsWith('Embed ')) {
    const title = line
      .slice('Embed '.length)
      .replace(/^Title:\s*/i, '')
      .trim();
    draft.openDescription = null;
    draft.embeds.push({ title: title || null, description: null });
    return;
  }
  const lastEmbed = draft.embeds.at(-1);
  if (line.startsWith('Description: ') && lastEmbed) {
    const text = line.slice('Description: '.length);
    lastEmbed.description = lastEmbed.description === null ? text : `${lastEmbed.description}\n${text}`;
    draft.openDescription = lastEmbed;
    return;
  }
  if (line.startsWith('Reactions: ')) {
    draft.openDescription = null;
    draft.reactions.push(...parseReactions(line.slice('Reactions: '.length)));
    return;
  }
  if (draft.openDescription) draft.openDescription.description += `\n${line}`;
  else draft.lines.push(line);
}

function finish(draft: Draft): MessageBody {
  for (const embed of draft.embeds) {
    if (embed.description !== null) embed.description = joinTrimmed(embed.description.split('\n'));
  }
  return { content: joinTrimmed(draft.lines), embeds: draft.embeds, reactions: draft.reactions };
}

/** `lines` without the blank lines at either end, joined by newlines (one line is returned as it is). */
function joinTrimmed(lines: readonly string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start++;
  while (end > start && !lines[end - 1]?.trim()) end--;
  return end - start === 1 ? (lines[start] ?? '') : lines.slice(start, end).join('\n');
}
