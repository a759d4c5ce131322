// Every way our markdown parser knowingly differs from discord-markdown-parser, and why we follow Discord instead.
import { safeHttpUrl } from '#web/lib/safe-url';
import type { Norm } from './normalise';

/** A known disagreement: why we differ, a message showing it, and a test for whether it explains a case. */
export type KnownDifference = {
  reason: string;
  example: string;
  applies: (input: string, ours: Norm[], reference: Norm[]) => boolean;
};

const BLOCK_KINDS = new Set(['quote', 'codeBlock', 'heading1', 'heading2', 'heading3', 'subtext', 'list']);

function* walk(nodes: Norm[], insideInline = false): Generator<{ node: Norm; insideInline: boolean }> {
  for (const node of nodes) {
    yield { node, insideInline };
    const inline = insideInline || !['quote'].includes(node.k);
    if (node.c) yield* walk(node.c, inline);
  }
}

const textOf = (node: Norm): string =>
  node.k === 'text' ? (node.v ?? '') : (node.c ?? []).map(textOf).join('');

const isStyle = (kind: string) =>
  kind.split('+').every((k) => ['bold', 'italic', 'underline', 'strike', 'spoiler'].includes(k));

const LINE_BLOCKS = ['quote', 'heading1', 'heading2', 'heading3', 'subtext'];

/** The text an inline node holds: the value of code and links, the text inside styles. */
const inlineText = (node: Norm): string =>
  node.k === 'code' || node.k === 'link' ? (node.v ?? '') : isStyle(node.k) ? textOf(node) : '';

const count = (nodes: Norm[], kind: string) => [...walk(nodes)].filter(({ node }) => node.k === kind).length;

export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    reason:
      'The reference has no list rule; Discord draws lines starting with `- `, `* ` or `1. ` as lists (Markdown Text 101).',
    example: '- one\n- two',
    applies: (_input, ours) => count(ours, 'list') > 0,
  },
  {
    reason:
      'We only ever link http(s) URLs, and a URL ends at a space, `<` or `>` (not URL characters), so the mark stays visible. ' +
      'The reference links any `<scheme:/…>` autolink or masked-link target (even `javascript:`), runs bare URLs over `>` ' +
      'and autolinks over a line break.',
    example: 'see http://example.com> and <javascript:/alert(1)>',
    applies: (_input, _ours, reference) =>
      [...walk(reference)].some(
        ({ node }) => node.k === 'link' && (!safeHttpUrl(node.v) || /[<>\s]/.test(node.v ?? '')),
      ),
  },
  {
    reason:
      'Block structure is decided before inline styles: a quote starts only at the beginning of a line outside any style, ' +
      'headings and subtext hold inline text only, and a style cannot run into a heading line. ' +
      "The reference's quote and heading rules look at the previous token, so they also fire inside styles and headings.",
    example: '**>>> quoted?**\n# >>> heading',
    applies: (_input, _ours, reference) =>
      [...walk(reference)].some(({ node, insideInline }) => insideInline && BLOCK_KINDS.has(node.k)),
  },
  {
    reason:
      'Block structure is decided before inline styles: a quote, heading or subtext line stays one even when an inline ' +
      'code span or a style opened on an earlier line would close after it, and a heading may follow a quote. ' +
      'The reference lets inline spans run over those lines, and its heading rule misses a heading right after a quote.',
    example: '`a\n# b`\n**c\n> d**\n> e\n# f',
    applies: (_input, ours, reference) =>
      LINE_BLOCKS.some((kind) => count(ours, kind) > count(reference, kind)) ||
      [...walk(reference)].some(({ node }) => /\n *(>>> |> |#{1,3} |-# )/.test(inlineText(node))),
  },
  {
    reason:
      'A heading starts only at the beginning of a line. The reference checks the last capture group of the token ' +
      'before it instead of the text, so `# ` right after a token such as `` `\n` `` or `__\n__` becomes a heading.',
    example: '`\n`# not a heading',
    applies: (_input, ours, reference) =>
      ['heading1', 'heading2', 'heading3'].some((kind) => count(reference, kind) > count(ours, kind)),
  },
  {
    reason:
      'Code fences are decided before inline styles, inline code and links, so none of them swallows a ``` fence; ' +
      'the reference only tries a fence where no earlier inline rule matched.',
    example: 'https://x.co```code```',
    applies: (_input, ours, reference) => {
      const theirs = new Set(
        [...walk(reference)].filter(({ node }) => node.k === 'codeBlock').map(({ node }) => node.v),
      );
      return [...walk(ours)].some(({ node }) => node.k === 'codeBlock' && !theirs.has(node.v));
    },
  },
  {
    reason:
      "Escapes always win: `\\~` and `\\|` never close a strikethrough or a spoiler. The reference's strikethrough and spoiler rules skip no escapes.",
    example: '~~a \\~~ b~~ ||c \\|| d||',
    applies: (input) => /\\[~|]/.test(input),
  },
  {
    reason:
      'A heading or subtext line needs visible text: `-# ` followed by spaces only stays text. The reference makes an empty subtext.',
    example: '-#  ',
    applies: (_input, _ours, reference) =>
      [...walk(reference)].some(({ node }) => /^(heading\d|subtext)$/.test(node.k) && !textOf(node).trim()),
  },
];
