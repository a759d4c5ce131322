// Inline code: which backtick run closes each opening run, worked out once for the whole text.
import type { ParseSteps } from './parse-steps';

type Run = { start: number; length: number };

/**
 * Backtick runs of a text and, for each, its closers: an opener of k backticks closes at the next run
 * of exactly k backticks; when none exists it tries k-1, and so on (as Discord does).
 */
export class CodeSpans {
  private readonly runAt: Int32Array;
  private readonly runs: Run[] = [];
  /** closers[i][k]: start of the first later run of exactly k backticks after run i, or -1. */
  private readonly closers: Int32Array[] = [];
  /** widest[i][k]: the largest k' <= k for which closers[i][k'] exists, or 0. */
  private readonly widest: Int32Array[] = [];

  constructor(text: string, steps: ParseSteps) {
    this.runAt = new Int32Array(text.length).fill(-1);
    for (let p = 0; p < text.length; p += 1) {
      if (text[p] !== '`') continue;
      const last = this.runs[this.runs.length - 1];
      if (last && last.start + last.length === p) last.length += 1;
      else this.runs.push({ start: p, length: 1 });
      this.runAt[p] = this.runs.length - 1;
    }
    const nearest = new Map<number, number>();
    for (let i = this.runs.length - 1; i >= 0; i -= 1) {
      const run = this.runs[i] as Run;
      const table = new Int32Array(run.length + 1).fill(-1);
      const widest = new Int32Array(run.length + 1);
      for (let k = 1; k <= run.length; k += 1) {
        table[k] = nearest.get(k) ?? -1;
        widest[k] = (table[k] ?? -1) >= 0 ? k : (widest[k - 1] ?? 0);
      }
      this.closers[i] = table;
      this.widest[i] = widest;
      nearest.set(run.length, run.start);
    }
    steps.count += text.length * 2;
  }

  /**
   * The inline code span opening at `p` (a backtick): its content range and end, or null when no
   * later run closes it. Content may start with the opener's leftover backticks.
   */
  spanAt(p: number): { contentStart: number; contentEnd: number; end: number } | null {
    const index = this.runAt[p] ?? -1;
    const run = this.runs[index];
    const table = this.closers[index];
    const widest = this.widest[index];
    if (!run || !table || !widest) return null;
    const k = widest[run.start + run.length - p] ?? 0;
    const close = table[k] ?? -1;
    return k > 0 && close >= 0 ? { contentStart: p + k, contentEnd: close, end: close + k } : null;
  }
}
