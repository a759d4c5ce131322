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

const BACKSLASH = 92;
const STAR = 42;
const UNDERSCORE = 95;
const NONE = -1;

/** Whether a character code is a JavaScript `\s` (ASCII fast path, then the regex). */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/** Whether a character code is a JavaScript `\w`, i.e. [A-Za-z0-9_]. */
function isWord(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === UNDERSCORE
  );
}

/**
 * For every position, where the content that starts there closes. Content is read in units: an
 * escape `\x` is one unit (so an escaped marker never closes), and italics follow Discord's neighbour
 * rules (`*` needs a non-space after the opener and before the closer; `_` needs a non-word after).
 */
export class CloserTables {
  private readonly tables = new Map<PairedMarker, Int32Array>();
  private readonly codes: Int32Array;
  private spaceEnd: Int32Array | null = null;

  constructor(
    text: string,
    private readonly steps: ParseSteps,
  ) {
    this.codes = new Int32Array(text.length + 3).fill(NONE);
    for (let i = 0; i < text.length; i += 1) this.codes[i] = text.charCodeAt(i);
    steps.count += text.length;
  }

  /**
   * Where the marker opened at `open` closes (the index of its closing marker), or -1 when it never
   * does. Content holds at least one unit; the first unit is never a closer.
   */
  closerOf(marker: PairedMarker, open: number): number {
    const { codes } = this;
    const mark = PAIRED_MARKERS[marker];
    const code = mark.charCodeAt(0);
    if (codes[open] !== code || (mark.length === 2 && codes[open + 1] !== code)) return NONE;
    const contentStart = open + mark.length;
    const first = codes[contentStart] ?? NONE;
    if (marker === 'italicStar' && (first === NONE || isSpace(first))) return NONE;
    const afterFirst = this.nextUnit(marker, contentStart);
    return afterFirst < 0 ? NONE : (this.table(marker)[afterFirst] ?? NONE);
  }

  private table(marker: PairedMarker): Int32Array {
    const cached = this.tables.get(marker);
    if (cached) return cached;
    const length = this.codes.length - 3;
    const table = new Int32Array(length + 1).fill(NONE);
    for (let p = length - 1; p >= 0; p -= 1) {
      if (this.closesAt(marker, p)) table[p] = p;
      else {
        const next = this.nextUnit(marker, p);
        table[p] = next < 0 ? NONE : (table[next] ?? NONE);
      }
    }
    this.steps.count += length;
    this.tables.set(marker, table);
    return table;
  }

  private closesAt(marker: PairedMarker, p: number): boolean {
    const { codes } = this;
    const mark = PAIRED_MARKERS[marker];
    const code = mark.charCodeAt(0);
    if (codes[p] !== code) return false;
    if (mark.length === 2 && codes[p + 1] !== code) return false;
    const after = codes[p + mark.length] ?? NONE;
    switch (marker) {
      case 'spoiler':
        return true;
      case 'strike':
      case 'underline':
        return after !== UNDERSCORE;
      case 'bold':
      case 'italicStar':
        return after !== STAR;
      case 'italicUnderscore':
        return after === NONE || !isWord(after);
    }
  }

  /** The position after the content unit starting at `p`, or -1 when no unit can start there. */
  private nextUnit(marker: PairedMarker, p: number): number {
    const { codes } = this;
    const code = codes[p] ?? NONE;
    if (code === NONE) return NONE;
    if (code === BACKSLASH) return codes[p + 1] !== NONE ? p + 2 : NONE;
    if (marker === 'italicStar') return this.nextStarUnit(p);
    if (marker === 'italicUnderscore' && code === UNDERSCORE)
      return codes[p + 1] === UNDERSCORE ? p + 2 : NONE;
    return p + 1;
  }

  /** Italic `*` content: `**` and escapes are units; spaces only count together with what follows them. */
  private nextStarUnit(p: number): number {
    const { codes } = this;
    const start = isSpace(codes[p] ?? NONE) ? this.spaceEndAt(p) : p;
    const code = codes[start] ?? NONE;
    if (code === NONE) return NONE;
    if (code === STAR) return codes[start + 1] === STAR ? start + 2 : NONE;
    if (code === BACKSLASH) return codes[start + 1] !== NONE ? start + 2 : NONE;
    return start + 1;
  }

  private spaceEndAt(p: number): number {
    if (!this.spaceEnd) {
      const { codes } = this;
      const length = codes.length - 3;
      const table = new Int32Array(length + 1).fill(length);
      for (let i = length - 1; i >= 0; i -= 1) table[i] = isSpace(codes[i] ?? NONE) ? (table[i + 1] ?? i) : i;
      this.steps.count += length;
      this.spaceEnd = table;
    }
    return this.spaceEnd[p] ?? p;
  }
}
