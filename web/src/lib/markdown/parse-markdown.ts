// Block-level Discord markdown: quotes, code blocks, headings, subtext, lists and paragraphs, decided before inline styles.
import { CodeFences } from './code-fences';
import type { MarkdownNode } from './markdown-node';
import { parseInline } from './parse-inline';
import { LIST_ITEM, parseList } from './parse-list';
import { newParseSteps, type ParseSteps } from './parse-steps';

const QUOTE_REST = /^ *>>> /;
const QUOTE_LINE = /^ *> /;
const HEADING = /^(#{1,3}) +(\S.*)$/;
const SUBTEXT = /^-# +(\S.*)$/;

/**
 * Parses Discord-flavoured markdown into a tree of plain data nodes. Any text is accepted:
 * unmatched markup stays as literal text, and nothing is ever turned into HTML. Block structure
 * comes first: `> ` lines and `>>> ` (to the end) are quotes, whose content is parsed again (without
 * nested quotes); ``` fences make code blocks; `#`, `-# ` and list lines stand on their own line.
 * Work is linear in the text's length; pass `steps` to count it.
 */
export function parseMarkdown(text: string, steps: ParseSteps = newParseSteps()): MarkdownNode[] {
  return parseBlocks(text, false, steps);
}

function parseBlocks(text: string, inQuote: boolean, steps: ParseSteps): MarkdownNode[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  steps.count += text.length;
  const fences = new CodeFences(text, steps);
  const nodes: MarkdownNode[] = [];
  let paragraphStart = 0;
  /** Ends the paragraph at `end`; before a block, its last newline is the block's own line break. */
  const flush = (end: number) => {
    const paragraph = text.slice(paragraphStart, end < text.length && text[end - 1] === '\n' ? end - 1 : end);
    if (paragraph) nodes.push({ type: 'paragraph', children: parseInline(paragraph, steps) });
  };
  let line = 0;
  let p = 0;
  while (line < lines.length) {
    steps.count += 1;
    const lineStart = starts[line] ?? text.length;
    if (p === lineStart) {
      const block = lineBlock(lines, line, inQuote, text, lineStart, steps);
      if (block) {
        flush(p);
        nodes.push(block.node);
        line = block.next;
        p = paragraphStart = starts[line] ?? text.length;
        continue;
      }
    }
    const open = fences.openerFrom(p);
    const code = open >= 0 && open < lineStart + (lines[line]?.length ?? 0) ? fences.blockAt(open) : null;
    if (code) {
      flush(open);
      nodes.push(code.node);
      p = paragraphStart = text[code.end] === '\n' ? code.end + 1 : code.end;
      while (line + 1 < lines.length && (starts[line + 1] ?? 0) <= p) line += 1;
      continue;
    }
    line += 1;
    p = starts[line] ?? text.length;
  }
  flush(text.length);
  return nodes;
}

/** The block a line starts (a quote, heading, subtext or list), with the index of the line after it. */
function lineBlock(
  lines: string[],
  index: number,
  inQuote: boolean,
  text: string,
  lineStart: number,
  steps: ParseSteps,
): { node: MarkdownNode; next: number } | null {
  const line = lines[index] ?? '';
  if (!inQuote) {
    const rest = QUOTE_REST.exec(line);
    if (rest) {
      const quoted = text.slice(lineStart + rest[0].length);
      return { node: { type: 'blockquote', children: parseBlocks(quoted, true, steps) }, next: lines.length };
    }
    if (QUOTE_LINE.test(line)) {
      const quoted: string[] = [];
      let next = index;
      for (; next < lines.length && QUOTE_LINE.test(lines[next] ?? ''); next += 1)
        quoted.push((lines[next] ?? '').replace(QUOTE_LINE, ''));
      return { node: { type: 'blockquote', children: parseBlocks(quoted.join('\n'), true, steps) }, next };
    }
  }
  const heading = HEADING.exec(line);
  if (heading) {
    const level = (heading[1]?.length ?? 1) as 1 | 2 | 3;
    return {
      node: { type: 'heading', level, children: parseInline((heading[2] ?? '').trim(), steps) },
      next: index + 1,
    };
  }
  const subtext = SUBTEXT.exec(line);
  if (subtext)
    return {
      node: { type: 'subtext', children: parseInline(subtext[1] ?? '', steps) },
      next: index + 1,
    };
  return LIST_ITEM.test(line) ? parseList(lines, index, steps) : null;
}
