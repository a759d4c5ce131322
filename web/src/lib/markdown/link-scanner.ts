// Finds links in inline text: bare http(s) URLs, <URL> autolinks and [label](URL) masked links, without rescans.
import type { ParseSteps } from './parse-steps';

const HTTP_PREFIX = /https?:\/\//y;
/** Characters a bare URL never ends with (Discord leaves trailing punctuation out of the link). */
const BAD_URL_END = /[.,:;"')\]]/;
const URL_STOP = /[\s<>]/;
const SPACE = /\s/;

export type LinkMatch = { url: string; end: number };
export type MaskedLinkMatch = LinkMatch & { labelStart: number; labelEnd: number };

/** Per-text tables answering "is there a link here?" in constant time per position. */
export class LinkScanner {
  private stop: Int32Array | null = null;
  private lastGoodEnd: Int32Array | null = null;
  private bracket: Int32Array | null = null;

  constructor(
    private readonly text: string,
    private readonly steps: ParseSteps,
  ) {}

  private hasHttpPrefix(p: number): number {
    HTTP_PREFIX.lastIndex = p;
    return HTTP_PREFIX.test(this.text) ? HTTP_PREFIX.lastIndex : -1;
  }

  /** A bare `https://…` URL at `p`: it runs to a space, `<` or `>`, minus trailing punctuation. */
  bareUrlAt(p: number): LinkMatch | null {
    const afterPrefix = this.hasHttpPrefix(p);
    if (afterPrefix < 0) return null;
    const { stop, lastGoodEnd } = this.urlTables();
    const last = lastGoodEnd[(stop[afterPrefix] ?? afterPrefix) - 1] ?? -1;
    if (last < afterPrefix + 1) return null;
    return { url: this.text.slice(p, last + 1), end: last + 1 };
  }

  /** An autolink `<https://…>` at `p` (on `<`): the URL up to the first `>`, with no space in it. */
  autolinkAt(p: number): LinkMatch | null {
    const afterPrefix = this.hasHttpPrefix(p + 1);
    if (afterPrefix < 0) return null;
    const end = this.urlTables().stop[afterPrefix] ?? afterPrefix;
    if (this.text[end] !== '>' || end === afterPrefix) return null;
    return { url: this.text.slice(p + 1, end), end: end + 1 };
  }

  /** A masked link `[label](https://…)` at `p` (on `[`); the label holds no brackets. */
  maskedLinkAt(p: number): MaskedLinkMatch | null {
    const labelEnd = this.bracketTable()[p + 1] ?? -1;
    if (labelEnd <= p + 1 || this.text[labelEnd] !== ']' || this.text[labelEnd + 1] !== '(') return null;
    const target = this.scanTarget(labelEnd + 2);
    return target && { ...target, labelStart: p + 1, labelEnd };
  }

  /** The `https://…)` part of a masked link: balanced `(…)` groups and escapes allowed, an optional `<…>`. */
  private scanTarget(from: number): LinkMatch | null {
    const { text } = this;
    let p = from;
    while (SPACE.test(text[p] ?? '')) p += 1;
    const angle = text[p] === '<';
    if (angle) p += 1;
    const start = p;
    if (this.hasHttpPrefix(start) < 0) return null;
    let url = '';
    while (p < text.length && text[p] !== ')' && !SPACE.test(text[p] ?? '')) {
      this.steps.count += 1;
      const char = text[p] ?? '';
      if (char === '\\' && p + 1 < text.length && !/[0-9A-Za-z\s]/.test(text[p + 1] ?? '')) {
        url += text[p + 1];
        p += 2;
      } else if (char === '(') {
        const close = this.groupEnd(p);
        if (close < 0) return null;
        url += text.slice(p, close + 1);
        p = close + 1;
      } else {
        url += char;
        p += 1;
      }
    }
    let end = p;
    while (SPACE.test(text[end] ?? '')) end += 1;
    if (text[end] !== ')') return null;
    if (url.endsWith('>')) url = url.slice(0, -1);
    else if (angle) return null;
    return url.length > 0 ? { url, end: end + 1 } : null;
  }

  /** The `)` closing a group opened at `open`, with no space or parenthesis inside; -1 if none. */
  private groupEnd(open: number): number {
    let p = open + 1;
    while (p < this.text.length && !/[()\s]/.test(this.text[p] ?? '')) {
      this.steps.count += 1;
      p += 1;
    }
    return this.text[p] === ')' ? p : -1;
  }

  private urlTables(): { stop: Int32Array; lastGoodEnd: Int32Array } {
    if (!this.stop || !this.lastGoodEnd) {
      const { text } = this;
      const stop = new Int32Array(text.length + 1).fill(text.length);
      const lastGoodEnd = new Int32Array(text.length + 1).fill(-1);
      for (let i = text.length - 1; i >= 0; i -= 1)
        stop[i] = URL_STOP.test(text[i] ?? '') ? i : (stop[i + 1] ?? i);
      for (let i = 0; i < text.length; i += 1) {
        const char = text[i] ?? '';
        lastGoodEnd[i] = URL_STOP.test(char) || BAD_URL_END.test(char) ? (lastGoodEnd[i - 1] ?? -1) : i;
      }
      this.steps.count += text.length * 2;
      this.stop = stop;
      this.lastGoodEnd = lastGoodEnd;
    }
    return { stop: this.stop, lastGoodEnd: this.lastGoodEnd };
  }

  /** For each position, the next `[` or `]`. */
  private bracketTable(): Int32Array {
    if (!this.bracket) {
      const { text } = this;
      const table = new Int32Array(text.length + 1).fill(-1);
      for (let i = text.length - 1; i >= 0; i -= 1)
        table[i] = text[i] === '[' || text[i] === ']' ? i : (table[i + 1] ?? -1);
      this.steps.count += text.length;
      this.bracket = table;
    }
    return this.bracket;
  }
}
