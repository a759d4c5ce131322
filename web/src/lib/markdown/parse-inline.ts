// Inline Discord markdown in one left-to-right pass: styles, code, spoilers, links, mentions, emoji, timestamps.
import { CloserTables, PAIRED_MARKERS, type PairedMarker } from './closer-tables';
import { CodeSpans } from './code-spans';
import { SHRUG, tokenAt } from './inline-tokens';
import { LinkScanner } from './link-scanner';
import type { MarkdownNode, StyleNodeType } from './markdown-node';
import { newParseSteps, type ParseSteps } from './parse-steps';

type Match = { node: MarkdownNode; end: number };

const STYLE_OF: Record<PairedMarker, StyleNodeType> = {
  spoiler: 'spoiler',
  strike: 'strike',
  bold: 'bold',
  underline: 'underline',
  italicStar: 'italic',
  italicUnderscore: 'italic',
};

/** Which paired markers may open at a character, longest match first wins; ties go to italics. */
const MARKERS_AT: Record<string, PairedMarker[]> = {
  '|': ['spoiler'],
  '~': ['strike'],
  '*': ['italicStar', 'bold'],
  _: ['italicUnderscore', 'underline'],
};

/** Styles and links nest at most this deep; deeper marks stay text (e.g. thousands of `*` in a row). */
const MAX_INLINE_NESTING = 8;

/**
 * Parses inline markdown into nodes; unmatched markup stays as text. Never throws. Work is linear
 * in the text's length (closers are precomputed, nesting is capped at MAX_INLINE_NESTING), counted
 * in `steps` for tests.
 */
export function parseInline(
  text: string,
  steps: ParseSteps = newParseSteps(),
  depth = 0,
  inItalic = false,
): MarkdownNode[] {
  const nests = depth < MAX_INLINE_NESTING;
  const closers = new CloserTables(text, steps);
  const links = new LinkScanner(text, steps);
  let code: CodeSpans | null = null;
  const nodes: MarkdownNode[] = [];
  let plain = '';
  const pushText = () => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  let p = 0;
  while (p < text.length) {
    steps.count += 1;
    const char = text[p] ?? '';
    let match: Match | null = null;
    if (char === '`') {
      code ??= new CodeSpans(text, steps);
      const span = code.spanAt(p);
      if (span) match = { node: inlineCode(text.slice(span.contentStart, span.contentEnd)), end: span.end };
    } else if (nests && char in MARKERS_AT) match = pairedAt(text, p, closers, steps, depth, inItalic);
    else if (char === '\n') match = { node: { type: 'lineBreak' }, end: p + 1 };
    else if (char === 'h') match = linkMatch(links.bareUrlAt(p));
    else if (nests && char === '[') match = maskedLink(text, links, p, steps, depth, inItalic);
    else if (char === '¯' && text.startsWith(SHRUG, p))
      match = { node: { type: 'text', text: SHRUG }, end: p + SHRUG.length };
    else if (char === '<') match = linkMatch(links.autolinkAt(p));
    if (!match && (char === '\\' || char === '<' || char === '@')) {
      const token = tokenAt(text, p);
      if (token) match = { node: token.node, end: p + token.length };
    }
    if (!match) {
      plain += char;
      p += 1;
      continue;
    }
    p = match.end;
    // Italics inside italics add nothing: their content joins the outer italic.
    for (const node of match.node.type === 'italic' && inItalic ? match.node.children : [match.node]) {
      if (node.type === 'text') plain += node.text;
      else {
        pushText();
        nodes.push(node);
      }
    }
  }
  pushText();
  return nodes;
}

/** The longest paired style opening at `p` (italic wins a tie with bold or underline). */
function pairedAt(
  text: string,
  p: number,
  closers: CloserTables,
  steps: ParseSteps,
  depth: number,
  inItalic: boolean,
): Match | null {
  let best: { marker: PairedMarker; close: number; end: number } | null = null;
  for (const marker of MARKERS_AT[text[p] ?? ''] ?? []) {
    const close = closers.closerOf(marker, p);
    const end = close + PAIRED_MARKERS[marker].length;
    if (close >= 0 && (!best || end > best.end)) best = { marker, close, end };
  }
  if (!best) return null;
  const type = STYLE_OF[best.marker];
  const content = text.slice(p + PAIRED_MARKERS[best.marker].length, best.close);
  const children = parseInline(content, steps, depth + 1, inItalic || type === 'italic');
  return { node: { type, children }, end: best.end };
}

/** Inline code content: one padding space is dropped next to a backtick at either edge. */
function inlineCode(content: string): MarkdownNode {
  return { type: 'inlineCode', text: content.replace(/^ (?= *`)|(` *) $/g, '$1') };
}

function linkMatch(link: { url: string; end: number } | null): Match | null {
  return (
    link && {
      node: { type: 'link', url: link.url, children: [{ type: 'text', text: link.url }] },
      end: link.end,
    }
  );
}

function maskedLink(
  text: string,
  links: LinkScanner,
  p: number,
  steps: ParseSteps,
  depth: number,
  inItalic: boolean,
): Match | null {
  const link = links.maskedLinkAt(p);
  if (!link) return null;
  const children = parseInline(text.slice(link.labelStart, link.labelEnd), steps, depth + 1, inItalic);
  return { node: { type: 'link', url: link.url, children }, end: link.end };
}
