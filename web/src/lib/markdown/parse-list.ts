// Discord lists: consecutive `- `, `* ` or `1. ` lines; deeper-indented items nest under the item before them.
import type { MarkdownNode } from './markdown-node';
import { parseInline } from './parse-inline';
import type { ParseSteps } from './parse-steps';

/** One list line: indent, bullet, and the item's text. */
export const LIST_ITEM = /^( *)([-*]|\d{1,9}\.) +(\S.*)$/;

type ListNode = Extract<MarkdownNode, { type: 'list' }>;
type Item = { indent: number; ordered: boolean; start: number; text: string };

function readItem(line: string): Item | null {
  const match = LIST_ITEM.exec(line);
  if (!match) return null;
  const bullet = match[2] ?? '-';
  const ordered = /\d/.test(bullet);
  return {
    indent: match[1]?.length ?? 0,
    ordered,
    start: ordered ? Number.parseInt(bullet, 10) : 1,
    text: match[3] ?? '',
  };
}

/**
 * The list starting at line `first` of `lines`: it ends at a line that is no item, or at an item of
 * the other kind (ordered or not) at the list's own level. Returns the list and the next line index.
 */
export function parseList(
  lines: string[],
  first: number,
  steps: ParseSteps,
): { node: MarkdownNode; next: number } {
  const head = readItem(lines[first] ?? '') as Item;
  const root: ListNode = { type: 'list', ordered: head.ordered, start: head.start, items: [] };
  const stack: { indent: number; list: ListNode }[] = [{ indent: head.indent, list: root }];
  let index = first;
  for (; index < lines.length; index += 1) {
    const item = readItem(lines[index] ?? '');
    if (!item || (item.indent <= head.indent && item.ordered !== head.ordered)) break;
    while (stack.length > 1 && item.indent < (stack[stack.length - 1]?.indent ?? 0)) stack.pop();
    const top = stack[stack.length - 1] as { indent: number; list: ListNode };
    const parentItem = top.list.items[top.list.items.length - 1];
    const children = parseInline(item.text, steps);
    if (item.indent > top.indent && parentItem) {
      const nested: ListNode = { type: 'list', ordered: item.ordered, start: item.start, items: [children] };
      parentItem.push(nested);
      stack.push({ indent: item.indent, list: nested });
    } else top.list.items.push(children);
  }
  return { node: root, next: index };
}
