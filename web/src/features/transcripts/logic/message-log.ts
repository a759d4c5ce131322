// The messages of one load, append-only, with the participants and the filter counts kept up to date per batch.
import type { StreamedMessage } from './stream-transcript';
import {
  addToCounts,
  type FilterCounts,
  NO_COUNTS,
  type Participant,
  ParticipantTally,
} from './transcript-filters';

/**
 * What the page shows of a load at one moment. `items` is shared by every view of the same load and
 * only grows: read it below `length` (later batches may already sit past it).
 */
export interface LogView {
  items: readonly StreamedMessage[];
  length: number;
  participants: readonly Participant[];
  counts: FilterCounts;
}

/**
 * Collects a load's messages: `append` costs the batch's length plus a sort of the authors, never a
 * pass over the messages before it, so a 500,000-message load stays fast to the end.
 */
export class MessageLog {
  readonly #items: StreamedMessage[] = [];
  readonly #tally = new ParticipantTally();
  /** One string per author name, however many messages carry it (each batch arrives as fresh copies). */
  readonly #names = new Map<string, string>();
  #view: LogView = { items: this.#items, length: 0, participants: [], counts: NO_COUNTS };

  /** The view after the last append (empty before the first). */
  get view(): LogView {
    return this.#view;
  }

  /** Adds `batch` (in order, after every earlier message) and returns the new view. */
  append(batch: readonly StreamedMessage[]): LogView {
    if (!batch.length) return this.#view;
    for (const message of batch) {
      const known = this.#names.get(message.author);
      if (known === undefined) this.#names.set(message.author, message.author);
      else message.author = known;
      this.#tally.add(message);
      this.#items.push(message);
    }
    this.#view = {
      items: this.#items,
      length: this.#items.length,
      participants: this.#tally.list(),
      counts: addToCounts(this.#view.counts, batch),
    };
    return this.#view;
  }
}
