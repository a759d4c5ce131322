// Every way our markdown parser knowingly differs from discord-markdown-parser, and why we follow Discord instead.
import { safeHttpUrl } from '#shared/logic/safe-url';
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
      'We only ever link http(s) URLs, and a bare URL ends at `<` or `>` (not URL characters), so the mark stays visible. ' +
      'The reference links any `<scheme:/…>` autolink or masked-link target (even `javascript:`) and runs bare URLs over `>`.',
    example: 'see http://example.com> and <javascript:/alert(1)>',
    applies: (_input, _ours, reference) =>
      [...walk(reference)].some(
        ({ node }) => node.k === 'link' && (!safeHttpUrl(node.v) || /[<>]/.test(node.v ?? '')),
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
      'Code fences are decided before inline styles and links, so a URL or an italic never swallows a ``` fence; ' +
      'the reference only tries a fence where no earlier inline rule matched.',
    example: 'https://x.co```code```',
    applies: (_input, ours, reference) => count(ours, 'codeBlock') > count(reference, 'codeBlock'),
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
    applies: (input) => /^(#{1,3}|-#) +$/m.test(input),
  },
];
