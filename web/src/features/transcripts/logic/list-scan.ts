// An incremental pass over a growing list: the positions of the items passing a test, found a slice at a time.

/** Items tested between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * Tests `source`'s items in order, remembering where it stopped: `advance` to a longer length tests
 * only the new items, and a deadline splits a long pass into slices that each stay short. `positions`
 * (ascending) and `items` hold what passed so far. `source` may grow; it must not change below the
 * scanned length.
 */
export class ListScan<T> {
  readonly positions: number[] = [];
  readonly items: T[] = [];
  #scanned = 0;
  #finished = false;

  constructor(
    readonly source: readonly T[],
    readonly test: (item: T) => boolean,
  ) {}

  /** How many of `source`'s first items have been tested. */
  get scanned(): number {
    return this.#scanned;
  }

  /** Whether some `advance` reached the length it was given: the scan has caught up once. */
  get finished(): boolean {
    return this.#finished;
  }

  /**
   * Tests the items up to `length` (capped at the source's length), stopping at the first clock look
   * past `deadline` (a performance.now() time). Returns true once every item below `length` is tested.
   */
  advance(length: number, deadline = Number.POSITIVE_INFINITY): boolean {
    const end = Math.min(length, this.source.length);
    let position = this.#scanned;
    while (position < end) {
      const stop = Math.min(end, position + CLOCK_EVERY);
      for (; position < stop; position++) {
        const item = this.source[position] as T;
        if (this.test(item)) {
          this.positions.push(position);
          this.items.push(item);
        }
      }
      if (position < end && performance.now() >= deadline) break;
    }
    this.#scanned = position;
    if (position >= end) this.#finished = true;
    return position >= end;
  }

  /** Whether `position` passed (a binary search of `positions`). */
  has(position: number): boolean {
    let low = 0;
    let high = this.positions.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const value = this.positions[mid] as number;
      if (value === position) return true;
      if (value < position) low = mid + 1;
      else high = mid - 1;
    }
    return false;
  }
}
