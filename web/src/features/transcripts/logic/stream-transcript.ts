// Parses transcript text as it arrives, chunk by chunk, into plain messages (the same reading as parseTranscript).
import {
  addHeaderLine,
  emptyHeader,
  type MessageStart,
  readMessageStart,
  type TranscriptHeader,
} from './parse-transcript';
import { parseTranscriptDate } from './transcript-dates';
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
  lines: string[];
}

/**
 * An incremental parser: `push` each decoded chunk, then `end` once; both return the messages they
 * completed (a message completes when the next one starts, or at the end). Chunks may split a line,
 * a '\r\n' or a character anywhere; the result is exactly parseTranscript's on the joined text
 * (every line kept: header notes before the first message, content inside one). `header` fills while
 * the header lines arrive. Never throws.
 */
export class TranscriptStreamParser {
  readonly header: TranscriptHeader = emptyHeader();
  #carry = '';
  #started = false;
  #open: OpenMessage | null = null;
  #count = 0;

  /** Messages read so far, the open one included. */
  get count(): number {
    return this.#count;
  }

  push(chunk: string): StreamedMessage[] {
    let text = this.#carry + chunk;
    if (!this.#started && text) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // A '\r' at the very end may be the first half of '\r\n': keep it for the next chunk.
    const keep = text.endsWith('\r') ? 1 : 0;
    const lines = normalise(text.slice(0, text.length - keep));
    const done: StreamedMessage[] = [];
    let from = 0;
    for (let end = lines.indexOf('\n'); end >= 0; end = lines.indexOf('\n', from)) {
      this.#line(lines.slice(from, end), done);
      from = end + 1;
    }
    this.#carry = lines.slice(from) + (keep ? '\r' : '');
    return done;
  }

  end(): StreamedMessage[] {
    const done: StreamedMessage[] = [];
    const rest = normalise(this.#carry);
    this.#carry = '';
    for (const line of rest.split('\n')) this.#line(line, done);
    if (this.#open) done.push(this.#close(this.#open));
    this.#open = null;
    return done;
  }

  #line(line: string, done: StreamedMessage[]): void {
    const start = line.charCodeAt(0) === 0x5b ? readMessageStart(line) : null;
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
      time: parseTranscriptDate(start.timestamp)?.getTime() ?? null,
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
