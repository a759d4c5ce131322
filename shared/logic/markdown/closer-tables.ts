// Where each paired inline marker (spoiler, strike, bold, underline, italic) closes, found in one backward pass each.
import type { ParseSteps } from './parse-steps';

/** The paired markers, with the text that opens them. */
export const PAIRED_MARKERS = {
  spoiler: '||',
  strike: '~~',
  bold: '**',
  underline: '__',
  italicStar: '*',
  italicUnderscore: '_',
} as const;

export type PairedMarker = keyof typeof PAIRED_MARKERS;

const WORD = /[A-Za-z0-9_]/;
const SPACE = /\s/;

/**
 * For every position, where the content that starts there closes. Content is read in units: an
 * escape `\x` is one unit (so an escaped marker never closes), and italics follow Discord's neighbour
 * rules (`*` needs a non-space after the opener and before the closer; `_` needs a non-word after).
 */
export class CloserTables {
  private readonly tables = new Map<PairedMarker, Int32Array>();
  private spaceEnd: Int32Array | null = null;

  constructor(
    private readonly text: string,
    private readonly steps: ParseSteps,
  ) {}

  /**
   * Where the marker opened at `open` closes (the index of its closing marker), or -1 when it never
   * does. Content holds at least one unit; the first unit is never a closer.
   */
  closerOf(marker: PairedMarker, open: number): number {
    const { text } = this;
    if (!text.startsWith(PAIRED_MARKERS[marker], open)) return -1;
    const contentStart = open + PAIRED_MARKERS[marker].length;
    if (marker === 'italicStar' && !/\S/.test(text[contentStart] ?? '')) return -1;
    const afterFirst = this.nextUnit(marker, contentStart);
    return afterFirst < 0 ? -1 : (this.table(marker)[afterFirst] ?? -1);
  }

  private table(marker: PairedMarker): Int32Array {
    const cached = this.tables.get(marker);
    if (cached) return cached;
    const { text } = this;
    const table = new Int32Array(text.length + 1).fill(-1);
    for (let p = text.length - 1; p >= 0; p -= 1) {
      if (this.closesAt(marker, p)) table[p] = p;
      else {
        const next = this.nextUnit(marker, p);
        table[p] = next < 0 ? -1 : (table[next] ?? -1);
      }
    }
    this.steps.count += text.length;
    this.tables.set(marker, table);
    return table;
  }

  private closesAt(marker: PairedMarker, p: number): boolean {
    const { text } = this;
    const close = PAIRED_MARKERS[marker];
    if (!text.startsWith(close, p)) return false;
    const after = text[p + close.length] ?? '';
    switch (marker) {
      case 'spoiler':
        return true;
      case 'strike':
        return after !== '_';
      case 'bold':
      case 'italicStar':
        return after !== '*';
      case 'underline':
        return after !== '_';
      case 'italicUnderscore':
        return !WORD.test(after);
    }
  }

  /** The position after the content unit starting at `p`, or -1 when no unit can start there. */
  private nextUnit(marker: PairedMarker, p: number): number {
    const { text } = this;
    if (p >= text.length) return -1;
    const char = text[p];
    if (char === '\\') return p + 1 < text.length ? p + 2 : -1;
    if (marker === 'italicStar') return this.nextStarUnit(p);
    if (marker === 'italicUnderscore' && char === '_') return text[p + 1] === '_' ? p + 2 : -1;
    return p + 1;
  }

  /** Italic `*` content: `**` and escapes are units; spaces only count together with what follows them. */
  private nextStarUnit(p: number): number {
    const { text } = this;
    const start = SPACE.test(text[p] ?? '') ? this.spaceEndAt(p) : p;
    const char = text[start];
    if (char === undefined) return -1;
    if (char === '*') return text[start + 1] === '*' ? start + 2 : -1;
    if (char === '\\') return start + 1 < text.length ? start + 2 : -1;
    return start + 1;
  }

  private spaceEndAt(p: number): number {
    if (!this.spaceEnd) {
      const { text } = this;
      const table = new Int32Array(text.length + 1).fill(text.length);
      for (let i = text.length - 1; i >= 0; i -= 1)
        table[i] = SPACE.test(text[i] ?? '') ? (table[i + 1] ?? i) : i;
      this.steps.count += text.length;
      this.spaceEnd = table;
    }
    return this.spaceEnd[p] ?? p;
  }
}
