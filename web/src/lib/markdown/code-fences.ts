// Code blocks: a ``` fence, an optional language line, content, and the next ``` (found in constant time).
import type { MarkdownNode } from './markdown-node';
import type { ParseSteps } from './parse-steps';

const LANGUAGE = /([a-z0-9_+\-.#]+)\n+/iy;

/** The code fences of one text: where each ``` is, and which fence closes an opener. */
export class CodeFences {
  /** The next ``` at or after each position. */
  private readonly next: Int32Array;
  /** The next ``` at or after each position that is not escaped by a backslash (escapes always win). */
  private readonly nextOpener: Int32Array;
  /** Set once an opener finds no closer: no later opener can find one either. */
  private exhausted = false;

  constructor(
    private readonly text: string,
    steps: ParseSteps,
  ) {
    this.next = new Int32Array(text.length + 1).fill(-1);
    this.nextOpener = new Int32Array(text.length + 1).fill(-1);
    for (let i = text.length - 3; i >= 0; i -= 1) {
      const fence = text.startsWith('```', i);
      this.next[i] = fence ? i : (this.next[i + 1] ?? -1);
      this.nextOpener[i] = fence && !escaped(text, i) ? i : (this.nextOpener[i + 1] ?? -1);
    }
    steps.count += text.length * 2;
  }

  /** The first ``` at or after `p` that could still open a code block, or -1. */
  openerFrom(p: number): number {
    return this.exhausted ? -1 : (this.nextOpener[p] ?? -1);
  }

  /**
   * The code block opened by the ``` at `open`: a language when a run of language characters and
   * a newline follow the fence, content without its edge newlines, ending at the first later ```.
   * Null (and no later opener either) when no ``` follows.
   */
  blockAt(open: number): { node: MarkdownNode; end: number } | null {
    const { text } = this;
    LANGUAGE.lastIndex = open + 3;
    const language = LANGUAGE.exec(text);
    const withLanguage = language ? this.close(LANGUAGE.lastIndex) : null;
    const closed = withLanguage ?? this.close(open + 3);
    if (!closed) {
      this.exhausted = true;
      return null;
    }
    const node: MarkdownNode = {
      type: 'codeBlock',
      language: withLanguage ? (language?.[1] ?? null) : null,
      text: text.slice(closed.start, closed.contentEnd),
    };
    return { node, end: closed.fence + 3 };
  }

  /**
   * Content starting at `from` (after leading newlines, at least one character: a lone newline when
   * the fence follows at once) and its closing fence.
   */
  private close(from: number): { start: number; contentEnd: number; fence: number } | null {
    const { text } = this;
    let start = from;
    while (text[start] === '\n') start += 1;
    let fence = this.next[start + 1] ?? -1;
    if (fence < 0 && start > from && text.startsWith('```', start)) {
      start -= 1;
      fence = start + 1;
    }
    if (fence < 0) return null;
    let contentEnd = fence;
    while (contentEnd > start + 1 && text[contentEnd - 1] === '\n') contentEnd -= 1;
    return { start, contentEnd, fence };
  }
}

/** Whether the character at `p` follows an odd run of backslashes (looks back over at most that run). */
function escaped(text: string, p: number): boolean {
  let backslashes = 0;
  while (text[p - 1 - backslashes] === '\\') backslashes += 1;
  return backslashes % 2 === 1;
}
