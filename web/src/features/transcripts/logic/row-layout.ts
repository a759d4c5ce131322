// Row heights and offsets of a virtual list that grows at its end: adding rows costs only the new rows.

/** Row heights measured so far, by row key (a non-negative integer such as a message number). */
export class MeasuredHeights {
  /** 0 where no height is known. Grows (doubling) with the largest key set. */
  #heights = new Float32Array(1024);

  /** The height measured for `key`, or undefined. */
  get(key: number): number | undefined {
    const height = this.#heights[key] ?? 0;
    return height > 0 ? height : undefined;
  }

  set(key: number, height: number): void {
    if (key >= this.#heights.length) {
      const grown = new Float32Array(Math.max(key + 1, this.#heights.length * 2));
      grown.set(this.#heights);
      this.#heights = grown;
    }
    this.#heights[key] = height;
  }
}

/**
 * The layout of one list: each row's height (measured, else estimated) and the offsets they sum to.
 * `grow` adds rows at the end, sizing only those; `setSize` records a measurement; `offsets` sums
 * from the first row changed since the last call, so rows above it keep theirs. `keyOf` must give
 * each row a non-negative integer key; `measured` keeps heights across layouts (a filter change).
 */
export class RowLayout {
  #sizes = new Float64Array(0);
  #offsets = new Float64Array(1);
  #count = 0;
  /** First row whose offset below must be recomputed; `count` when all are valid. */
  #dirtyFrom = 0;

  constructor(
    readonly keyOf: (index: number) => number,
    readonly estimate: (index: number) => number,
    readonly measured: MeasuredHeights,
  ) {}

  /** Rows laid out. */
  get count(): number {
    return this.#count;
  }

  /**
   * Lays out the rows up to `count`: rows past the current count are sized (capacity doubles, so a
   * list growing by batches costs each row once); a smaller `count` drops the rows past it.
   */
  grow(count: number): void {
    if (count > this.#sizes.length) {
      const capacity = Math.max(count, this.#sizes.length * 2, 64);
      const sizes = new Float64Array(capacity);
      sizes.set(this.#sizes.subarray(0, this.#count));
      const offsets = new Float64Array(capacity + 1);
      offsets.set(this.#offsets.subarray(0, this.#count + 1));
      this.#sizes = sizes;
      this.#offsets = offsets;
    }
    for (let index = this.#count; index < count; index++) {
      this.#sizes[index] = this.measured.get(this.keyOf(index)) ?? this.estimate(index);
    }
    this.#dirtyFrom = Math.min(this.#dirtyFrom, this.#count, count);
    this.#count = count;
  }

  /** The height of row `index` (0 past the end). */
  size(index: number): number {
    return index < this.#count ? (this.#sizes[index] ?? 0) : 0;
  }

  /** Records the measured `height` of row `index` (ignored past the end). */
  setSize(index: number, height: number): void {
    if (index >= this.#count) return;
    this.measured.set(this.keyOf(index), height);
    this.#sizes[index] = height;
    this.#dirtyFrom = Math.min(this.#dirtyFrom, index);
  }

  /**
   * The offsets, brought up to date: entry i is the top of row i, entry `count` the total height.
   * The array may hold more entries (spare capacity); read only up to `count`.
   */
  offsets(): Float64Array {
    const sizes = this.#sizes;
    const offsets = this.#offsets;
    for (let i = this.#dirtyFrom; i < this.#count; i++) offsets[i + 1] = (offsets[i] ?? 0) + (sizes[i] ?? 0);
    this.#dirtyFrom = this.#count;
    return offsets;
  }
}
