// Parses transcript text as it arrives, chunk by chunk, into plain messages (the same reading as parseTranscript).
import {
  addHeaderLine,
  emptyHeader,
  type MessageStart,
  readMessageStart,
  type TranscriptHeader,
} from './parse-transcript';
import { parseTranscriptTime } from './transcript-dates';
import { readMessageBody, type TranscriptEmbed } from './transcript-message-body';
import type { TranscriptReaction } from './transcript-reactions';

/**
 * One message as plain data (it crosses from the parsing Web Worker to the page by structured
 * clone): what parseTranscript's message holds, with `time` (epoch ms, or null when the timestamp is
 * not a date the viewer reads) instead of a Date.
 */
export interface StreamedMessage {
  /** 1-based position in the transcript (the #message-N links). */
  number: number;
  /** The bracketed timestamp as written. */
  timestamp: string;
  time: number | null;
  author: string;
  bot: boolean;
  content: string;
  embeds: TranscriptEmbed[];
  reactions: TranscriptReaction[];
  /** Characters after `name:` (inline text and the lines below), the row height hint. */
  textLength: number;
}

/** A message whose lines are still arriving. */
interface OpenMessage {
  number: number;
  start: MessageStart;
  /** Its lines after the first, in runs of one or more lines (joined by '\n'). */
  lines: string[];
}

/** '[', the first character of every message line. */
const OPEN_BRACKET = 0x5b;

/**
 * An incremental parser: `push` each decoded chunk, then `end` once; both return the messages they
 * completed (a message completes when the next one starts, or at the end). Chunks may split a line,
 * a '\r\n' or a character anywhere; the result is exactly parseTranscript's on the joined text
 * (every line kept: header notes before the first message, content inside one). `header` fills while
 * the header lines arrive. Each chunk is scanned once, so the work grows linearly with the text even
 * when one line spans many chunks. Never throws.
 */
export class TranscriptStreamParser {
  readonly header: TranscriptHeader = emptyHeader();
  /** The pieces of a line still arriving: joined once it ends, so a long line costs its length once. */
  #carry: string[] = [];
  /** The last chunk ended with '\r' (held back: it may be the first half of '\r\n'). */
  #pendingCr = false;
  #started = false;
  #open: OpenMessage | null = null;
  #count = 0;

  /** Messages read so far, the open one included. */
  get count(): number {
    return this.#count;
  }

  push(chunk: string): StreamedMessage[] {
    let text = chunk;
    if (!this.#started && text) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.#pendingCr) text = `\r${text}`;
    // A '\r' at the very end may be the first half of '\r\n': keep it for the next chunk.
    this.#pendingCr = text.endsWith('\r');
    const lines = normalise(this.#pendingCr ? text.slice(0, -1) : text);
    const done: StreamedMessage[] = [];
    let from = 0;
    while (from < lines.length) {
      // Inside a message, the lines up to the next one starting with '[' are content: kept as one
      // slice, not read line by line (most of a transcript's lines).
      if (this.#open && !this.#carry.length && lines.charCodeAt(from) !== OPEN_BRACKET) {
        const next = lines.indexOf('\n[', from);
        const end = next >= 0 ? next : lines.lastIndexOf('\n');
        if (end >= from) {
          this.#open.lines.push(lines.slice(from, end));
          from = end + 1;
          continue;
        }
      }
      const end = lines.indexOf('\n', from);
      if (end < 0) break;
      this.#line(this.#takeLine(lines.slice(from, end)), done);
      from = end + 1;
    }
    if (from < lines.length) this.#carry.push(lines.slice(from));
    return done;
  }

  end(): StreamedMessage[] {
    const done: StreamedMessage[] = [];
    const rest = this.#takeLine(this.#pendingCr ? '\n' : '');
    this.#pendingCr = false;
    for (const line of rest.split('\n')) this.#line(line, done);
    if (this.#open) done.push(this.#close(this.#open));
    this.#open = null;
    return done;
  }

  /** The line whose start earlier chunks carried, ending with `tail`; the carry is emptied. */
  #takeLine(tail: string): string {
    if (!this.#carry.length) return tail;
    this.#carry.push(tail);
    const line = this.#carry.join('');
    this.#carry = [];
    return line;
  }

  #line(line: string, done: StreamedMessage[]): void {
    const start = line.charCodeAt(0) === OPEN_BRACKET ? readMessageStart(line) : null;
    if (start) {
      if (this.#open) done.push(this.#close(this.#open));
      this.#count += 1;
      this.#open = { number: this.#count, start, lines: [] };
    } else if (this.#open) this.#open.lines.push(line);
    else addHeaderLine(this.header, line);
  }

  #close({ number, start, lines }: OpenMessage): StreamedMessage {
    const text = lines.join('\n');
    const body = readMessageBody(start.inline, text, 0, lines.length ? text.length : -1);
    return {
      number,
      timestamp: start.timestamp,
      time: parseTranscriptTime(start.timestamp),
      author: start.author,
      bot: start.bot,
      content: body.content,
      embeds: body.embeds,
      reactions: body.reactions,
      textLength: start.inline.length + text.length,
    };
  }
}

/** `text` with its '\r\n' and '\r' line breaks turned into '\n'. */
function normalise(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
