// The wire form of a batch of messages between the parsing Web Worker and the page: one string and typed arrays, read lazily.
import { LOWERS_TO_ASCII } from './lowers-to-ascii';
import type { MessageCollector, MessageSink, StreamedMessage } from './stream-transcript';
import { NO_EMBEDS, NO_REACTIONS, type TranscriptEmbed } from './transcript-message-body';
import type { TranscriptReaction } from './transcript-reactions';

/**
 * A batch as it crosses to the page: every text of its messages in one string and their numbers in
 * typed arrays (transferred, not copied), so the page's copy costs a string copy instead of a
 * structured clone of thousands of objects. Per message, `text` holds its timestamp, author, content,
 * each embed's title and description, then each reaction's emoji, every one followed by '\n'.
 */
export interface MessageBatch {
  text: string;
  /** CELLS numbers per message (see the CELL_ offsets). */
  cells: Int32Array<ArrayBuffer>;
  /** Per embed: title length, description length (-1 for null); per reaction: emoji length, count (-1 for null). */
  parts: Int32Array<ArrayBuffer>;
  /** Per message: its time in epoch ms, NaN when unreadable. */
  times: Float64Array<ArrayBuffer>;
  /** The batch's distinct author names, which CELL_AUTHOR indexes. */
  authors: string[];
  /**
   * Whether `text` holds a character whose lower case is ASCII (LOWERS_TO_ASCII): a search then tests
   * it field by field. Found once, where the batch is encoded (the parsing Web Worker), instead of by
   * every search on the page (a pass over the text that had cost a search more than its own match).
   */
  lowersToAscii: boolean;
}

const CELL_NUMBER = 0;
const CELL_START = 1;
const CELL_TIMESTAMP = 2;
const CELL_AUTHOR = 3;
const CELL_CONTENT = 4;
const CELL_EMBEDS = 5;
const CELL_REACTIONS = 6;
const CELL_PARTS = 7;
const CELL_TEXT_LENGTH = 8;
const CELL_BOT = 9;
/** Where the searchable texts (author, content, embeds) of the message end in `text`. */
const CELL_SEARCH_END = 10;
const CELLS = 11;

/** Messages a BatchWriter has room for before its arrays first grow. */
const FIRST_CAPACITY = 1_024;

/**
 * Writes messages, field by field, straight into the arrays of a MessageBatch (the stream parser's
 * sink in the parsing Web Worker): no object per message. The text grows by concatenation (V8 joins
 * it once, when the batch is tested and posted); the arrays double when full and are reused by the
 * next batch, `take` handing over copies of exactly the written part. Never throws.
 */
export class BatchWriter implements MessageCollector<MessageBatch> {
  #cells = new Int32Array(FIRST_CAPACITY * CELLS);
  #times = new Float64Array(FIRST_CAPACITY);
  #parts = new Int32Array(FIRST_CAPACITY);
  #count = 0;
  #part = 0;
  #text = '';
  #authors = new Map<string, number>();

  /** Messages written since the last take. */
  get size(): number {
    return this.#count;
  }

  readonly add: MessageSink['add'] = (
    number,
    timestamp,
    time,
    author,
    bot,
    content,
    embeds,
    reactions,
    textLength,
  ) => {
    const index = this.#count;
    if (index === this.#times.length) this.#growMessages();
    const partsNeeded = this.#part + 2 * (embeds.length + reactions.length);
    if (partsNeeded > this.#parts.length) this.#growParts(partsNeeded);
    let authorIndex = this.#authors.get(author);
    if (authorIndex === undefined) {
      authorIndex = this.#authors.size;
      this.#authors.set(author, authorIndex);
    }
    const cells = this.#cells;
    const parts = this.#parts;
    const at = index * CELLS;
    let text = this.#text;
    let part = this.#part;
    cells[at + CELL_NUMBER] = number;
    cells[at + CELL_START] = text.length;
    cells[at + CELL_TIMESTAMP] = timestamp.length;
    cells[at + CELL_AUTHOR] = authorIndex;
    cells[at + CELL_CONTENT] = content.length;
    cells[at + CELL_EMBEDS] = embeds.length;
    cells[at + CELL_REACTIONS] = reactions.length;
    cells[at + CELL_PARTS] = part;
    cells[at + CELL_TEXT_LENGTH] = textLength;
    cells[at + CELL_BOT] = bot ? 1 : 0;
    text += `${timestamp}\n${author}\n${content}\n`;
    for (const { title, description } of embeds) {
      parts[part++] = title === null ? -1 : title.length;
      parts[part++] = description === null ? -1 : description.length;
      if (title !== null) text += `${title}\n`;
      if (description !== null) text += `${description}\n`;
    }
    cells[at + CELL_SEARCH_END] = text.length;
    for (const { emoji, count } of reactions) {
      parts[part++] = emoji.length;
      parts[part++] = count ?? -1;
      text += `${emoji}\n`;
    }
    this.#times[index] = time ?? Number.NaN;
    this.#text = text;
    this.#part = part;
    this.#count = index + 1;
  };

  /** The batch of the messages written since the last take (none: an empty batch); the writer starts empty. */
  take(): MessageBatch {
    const text = this.#text;
    const batch: MessageBatch = {
      text,
      lowersToAscii: LOWERS_TO_ASCII.test(text),
      cells: this.#cells.slice(0, this.#count * CELLS),
      parts: this.#parts.slice(0, this.#part),
      times: this.#times.slice(0, this.#count),
      authors: [...this.#authors.keys()],
    };
    this.#count = 0;
    this.#part = 0;
    this.#text = '';
    this.#authors = new Map();
    return batch;
  }

  #growMessages(): void {
    const cells = new Int32Array(this.#cells.length * 2);
    cells.set(this.#cells);
    this.#cells = cells;
    const times = new Float64Array(this.#times.length * 2);
    times.set(this.#times);
    this.#times = times;
  }

  #growParts(needed: number): void {
    const parts = new Int32Array(Math.max(needed, this.#parts.length * 2));
    parts.set(this.#parts);
    this.#parts = parts;
  }
}

/** The buffers to transfer with `batch` in postMessage (the page takes them over; the worker keeps none). */
export function batchTransfer(batch: MessageBatch): Transferable[] {
  return [batch.cells.buffer, batch.parts.buffer, batch.times.buffer];
}

/**
 * One message of a decoded batch. `number`, `author` and `bot` are plain fields (read by every filter
 * and the participants); the texts, embeds and reactions are read from the batch when asked for and
 * not kept, so a message costs one small object until a row or an export reads it.
 */
export class BatchMessage implements StreamedMessage {
  number: number;
  author: string;
  bot: boolean;

  constructor(
    readonly batch: MessageBatch,
    readonly index: number,
  ) {
    const at = index * CELLS;
    this.number = batch.cells[at + CELL_NUMBER] ?? 0;
    this.author = batch.authors[batch.cells[at + CELL_AUTHOR] ?? 0] ?? '';
    this.bot = batch.cells[at + CELL_BOT] === 1;
  }

  #cell(offset: number): number {
    return this.batch.cells[this.index * CELLS + offset] ?? 0;
  }

  /** Where the author starts in the batch's text: the searchable texts run from here to searchEnd. */
  get searchStart(): number {
    return this.#cell(CELL_START) + this.#cell(CELL_TIMESTAMP) + 1;
  }

  get searchEnd(): number {
    return this.#cell(CELL_SEARCH_END);
  }

  get timestamp(): string {
    const start = this.#cell(CELL_START);
    return this.batch.text.slice(start, start + this.#cell(CELL_TIMESTAMP));
  }

  get time(): number | null {
    const time = this.batch.times[this.index] ?? Number.NaN;
    return Number.isNaN(time) ? null : time;
  }

  get textLength(): number {
    return this.#cell(CELL_TEXT_LENGTH);
  }

  get content(): string {
    const start = this.searchStart + this.author.length + 1;
    return this.batch.text.slice(start, start + this.#cell(CELL_CONTENT));
  }

  get embeds(): TranscriptEmbed[] {
    const count = this.#cell(CELL_EMBEDS);
    if (!count) return NO_EMBEDS;
    const { text, parts } = this.batch;
    let offset = this.searchStart + this.author.length + 1 + this.#cell(CELL_CONTENT) + 1;
    const read = (length: number) => {
      if (length < 0) return null;
      const value = text.slice(offset, offset + length);
      offset += length + 1;
      return value;
    };
    const embeds: TranscriptEmbed[] = [];
    for (let part = this.#cell(CELL_PARTS), end = part + 2 * count; part < end; part += 2) {
      const title = read(parts[part] ?? -1);
      embeds.push({ title, description: read(parts[part + 1] ?? -1) });
    }
    return embeds;
  }

  get reactions(): TranscriptReaction[] {
    const count = this.#cell(CELL_REACTIONS);
    if (!count) return NO_REACTIONS;
    const { text, parts } = this.batch;
    let offset = this.searchEnd;
    const first = this.#cell(CELL_PARTS) + 2 * this.#cell(CELL_EMBEDS);
    const reactions: TranscriptReaction[] = [];
    for (let part = first, end = part + 2 * count; part < end; part += 2) {
      const length = parts[part] ?? 0;
      const counted = parts[part + 1] ?? -1;
      reactions.push({ emoji: text.slice(offset, offset + length), count: counted < 0 ? null : counted });
      offset += length + 1;
    }
    return reactions;
  }
}

/** The messages of `batch`, in order. */
export function decodeBatch(batch: MessageBatch): BatchMessage[] {
  const messages: BatchMessage[] = new Array(batch.times.length);
  for (let index = 0; index < messages.length; index += 1) messages[index] = new BatchMessage(batch, index);
  return messages;
}

/**
 * Which messages of `batch` hold a match of `pattern` (a global expression that cannot match '\n')
 * in their author, content, embed titles or descriptions, as 1s by message index: one pass of the
 * expression over the batch's text instead of one test per field and message. A match in a
 * timestamp or a reaction does not count.
 */
export function matchBatch(batch: MessageBatch, pattern: RegExp): Uint8Array {
  const { text, cells } = batch;
  const count = batch.times.length;
  const hits = new Uint8Array(count);
  const start = (index: number) => (index < count ? (cells[index * CELLS + CELL_START] ?? 0) : text.length);
  let index = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const at = match.index;
    while (index + 1 < count && start(index + 1) <= at) index += 1;
    const from = start(index) + (cells[index * CELLS + CELL_TIMESTAMP] ?? 0) + 1;
    if (at < from) {
      pattern.lastIndex = from;
      continue;
    }
    if (at < (cells[index * CELLS + CELL_SEARCH_END] ?? 0)) hits[index] = 1;
    pattern.lastIndex = start(index + 1);
  }
  return hits;
}
