// Block-level Discord markdown: code blocks, quotes, headings, subtext, lists and paragraphs.
import type { MarkdownNode } from './markdown-node';
import { parseInline } from './parse-inline';

const CODE_BLOCK = /```(?:([\w+#.-]{1,32})\n)?\n?([\s\S]*?)```/g;
const HEADING = /^(#{1,3}) +(\S.*)$/;
const SUBTEXT = /^-# +(\S.*)$/;
const LIST_ITEM = /^( *)([-*]|\d{1,9}\.) +(\S.*)$/;
const QUOTE = /^> ?(.*)$/;
const QUOTE_REST = /^>>> ?([\s\S]*)$/;

/**
 * Parses Discord-flavoured markdown into a tree of plain data nodes. Any text is accepted:
 * unmatched markup stays as literal text, and nothing is ever turned into HTML.
 */
export function parseMarkdown(text: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_BLOCK)) {
    nodes.push(...parseBlocks(text.slice(last, match.index), true));
    nodes.push({ type: 'codeBlock', language: match[1] ?? null, text: (match[2] ?? '').replace(/\n$/, '') });
    last = match.index + match[0].length;
  }
  nodes.push(...parseBlocks(text.slice(last), true));
  return nodes;
}

function parseBlocks(text: string, allowQuotes: boolean): MarkdownNode[] {
  if (!text) return [];
  const lines = text.split('\n');
  const nodes: MarkdownNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) nodes.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const rest = allowQuotes ? QUOTE_REST.exec(line) : null;
    if (rest) {
      flush();
      const quoted = [rest[1] ?? '', ...lines.slice(index + 1)].join('\n');
      nodes.push({ type: 'blockquote', children: parseBlocks(quoted, false) });
      return nodes;
    }
    if (allowQuotes && QUOTE.test(line)) {
      flush();
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] ?? '')) {
        quoted.push(QUOTE.exec(lines[index] ?? '')?.[1] ?? '');
        index += 1;
      }
      nodes.push({ type: 'blockquote', children: parseBlocks(quoted.join('\n'), false) });
      continue;
    }
    const heading = HEADING.exec(line);
    const subtext = SUBTEXT.exec(line);
    if (heading || subtext) {
      flush();
      nodes.push(
        heading
          ? {
              type: 'heading',
              level: (heading[1]?.length ?? 1) as 1 | 2 | 3,
              children: parseInline(heading[2] ?? ''),
            }
          : { type: 'subtext', children: parseInline(subtext?.[1] ?? '') },
      );
      index += 1;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      const end = listEnd(lines, index);
      nodes.push(parseList(lines.slice(index, end)));
      index = end;
      continue;
    }
    paragraph.push(line);
    index += 1;
  }
  flush();
  return nodes;
}

/** Where the list starting at `start` ends: at a non-item line, or an item of the other kind at its level. */
function listEnd(lines: string[], start: number): number {
  const first = LIST_ITEM.exec(lines[start] ?? '');
  const indent = first?.[1]?.length ?? 0;
  const ordered = /\d/.test(first?.[2] ?? '');
  let end = start + 1;
  for (; end < lines.length; end += 1) {
    const item = LIST_ITEM.exec(lines[end] ?? '');
    if (!item) break;
    if ((item[1]?.length ?? 0) <= indent && /\d/.test(item[2] ?? '') !== ordered) break;
  }
  return end;
}

/** A list from consecutive item lines; deeper-indented items nest under the item before them. */
function parseList(lines: string[]): MarkdownNode {
  const first = LIST_ITEM.exec(lines[0] ?? '');
  const baseIndent = first?.[1]?.length ?? 0;
  const ordered = /\d/.test(first?.[2] ?? '');
  const items: MarkdownNode[][] = [];
  let nested: string[] = [];
  const closeNested = () => {
    const parent = items[items.length - 1];
    if (nested.length > 0 && parent) parent.push(parseList(nested));
    nested = [];
  };
  for (const line of lines) {
    const match = LIST_ITEM.exec(line);
    const indent = match?.[1]?.length ?? 0;
    if (indent > baseIndent && items.length > 0) {
      nested.push(line);
      continue;
    }
    closeNested();
    items.push(parseInline(match?.[3] ?? line));
  }
  closeNested();
  return { type: 'list', ordered, start: ordered ? Number.parseInt(first?.[2] ?? '1', 10) : 1, items };
}
