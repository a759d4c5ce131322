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

/**
 * Where the stream parser writes each message it completes, field by field (the fields of
 * StreamedMessage, in its order), so the parser builds no object per message.
 */
export interface MessageSink {
  add(
    number: number,
    timestamp: string,
    time: number | null,
    author: string,
    bot: boolean,
    content: string,
    embeds: TranscriptEmbed[],
    reactions: TranscriptReaction[],
    textLength: number,
  ): void;
}

/** A sink that hands over what it collected: `take` returns it (in order) and starts again empty. */
export interface MessageCollector<T> extends MessageSink {
  /** Messages added since the last take. */
  readonly size: number;
  take(): T;
}

/** Collects messages as plain StreamedMessage objects (the load without a Web Worker, and tests). */
export class MessageList implements MessageCollector<StreamedMessage[]> {
  #messages: StreamedMessage[] = [];

  get size(): number {
    return this.#messages.length;
  }

  readonly add: MessageSink['add'] = (...fields) => {
    const [number, timestamp, time, author, bot, content, embeds, reactions, textLength] = fields;
    this.#messages.push({ number, timestamp, time, author, bot, content, embeds, reactions, textLength });
  };

  take(): StreamedMessage[] {
    const messages = this.#messages;
    this.#messages = [];
    return messages;
  }
}

/** '[', the first character of every message line. */
const OPEN_BRACKET = 0x5b;

/**
 * An incremental parser: `push` each decoded chunk, then `end` once; both write the messages they
 * complete into `sink`, in order (a message completes when the next one starts, or at the end). The
 * message still open is held in fields, not an object. Chunks may split a line,
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
  /** The first line of the message still open (null before the first message). */
  #open: MessageStart | null = null;
  /** The open message's lines after the first, in runs of one or more lines (joined by '\n'); reused. */
  #lines: string[] = [];
  #count = 0;
  readonly #sink: MessageSink;

  constructor(sink: MessageSink) {
    this.#sink = sink;
  }

  /** Messages read so far, the open one included. */
  get count(): number {
    return this.#count;
  }

  push(chunk: string): void {
    let text = chunk;
    if (!this.#started && text) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.#pendingCr) text = `\r${text}`;
    // A '\r' at the very end may be the first half of '\r\n': keep it for the next chunk.
    this.#pendingCr = text.endsWith('\r');
    const lines = normalise(this.#pendingCr ? text.slice(0, -1) : text);
    let from = 0;
    while (from < lines.length) {
      // Inside a message, the lines up to the next one starting with '[' are content: kept as one
      // slice, not read line by line (most of a transcript's lines).
      if (this.#open && !this.#carry.length && lines.charCodeAt(from) !== OPEN_BRACKET) {
        const next = lines.indexOf('\n[', from);
        const end = next >= 0 ? next : lines.lastIndexOf('\n');
        if (end >= from) {
          this.#lines.push(lines.slice(from, end));
          from = end + 1;
          continue;
        }
      }
      const end = lines.indexOf('\n', from);
      if (end < 0) break;
      this.#line(this.#takeLine(lines.slice(from, end)));
      from = end + 1;
    }
    if (from < lines.length) this.#carry.push(lines.slice(from));
  }

  end(): void {
    const rest = this.#takeLine(this.#pendingCr ? '\n' : '');
    this.#pendingCr = false;
    for (const line of rest.split('\n')) this.#line(line);
    this.#close();
    this.#open = null;
  }

  /** The line whose start earlier chunks carried, ending with `tail`; the carry is emptied. */
  #takeLine(tail: string): string {
    if (!this.#carry.length) return tail;
    this.#carry.push(tail);
    const line = this.#carry.join('');
    this.#carry = [];
    return line;
  }

  #line(line: string): void {
    const start = line.charCodeAt(0) === OPEN_BRACKET ? readMessageStart(line) : null;
    if (start) {
      this.#close();
      this.#count += 1;
      this.#open = start;
    } else if (this.#open) this.#lines.push(line);
    else addHeaderLine(this.header, line);
  }

  /** Writes the open message (if any) into the sink; its lines are emptied. */
  #close(): void {
    const start = this.#open;
    if (!start) return;
    const lines = this.#lines;
    const text = lines.length === 1 ? (lines[0] as string) : lines.join('\n');
    const body = readMessageBody(start.inline, text, 0, lines.length ? text.length : -1);
    this.#sink.add(
      this.#count,
      start.timestamp,
      parseTranscriptTime(start.timestamp),
      start.author,
      start.bot,
      body.content,
      body.embeds,
      body.reactions,
      start.inline.length + text.length,
    );
    lines.length = 0;
  }
}

/** `text` with its '\r\n' and '\r' line breaks turned into '\n'. */
function normalise(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
