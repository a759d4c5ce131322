// Inline Discord markdown: emphasis, code, spoilers, links, mentions, custom emoji and timestamps.
import type { MarkdownNode, StyleNodeType, TimestampStyle } from './markdown-node';

type InlineRule = {
  pattern: RegExp;
  /** Optional check on the character before the match (e.g. no `_` emphasis inside snake_case words). */
  before?: (previous: string) => boolean;
  build: (match: RegExpExecArray, parse: (text: string) => MarkdownNode[]) => MarkdownNode;
};

const style =
  (type: StyleNodeType) =>
  (match: RegExpExecArray, parse: (text: string) => MarkdownNode[]): MarkdownNode => ({
    type,
    children: parse(match[1] ?? ''),
  });

const RULES: InlineRule[] = [
  { pattern: /\\([^0-9A-Za-z\s])/y, build: (m) => ({ type: 'text', text: m[1] ?? '' }) },
  {
    pattern: /(`+)([^`][\s\S]*?)\1(?!`)/y,
    build: (m) => ({ type: 'inlineCode', text: (m[2] ?? '').trim() || (m[2] ?? '') }),
  },
  { pattern: /\|\|([\s\S]+?)\|\|/y, build: style('spoiler') },
  { pattern: /\*\*([\s\S]+?)\*\*(?!\*)/y, build: style('bold') },
  { pattern: /__([\s\S]+?)__(?!_)/y, build: style('underline') },
  { pattern: /~~([\s\S]+?)~~/y, build: style('strike') },
  { pattern: /\*([^\s*](?:[\s\S]*?[^\s*])?)\*(?!\*)/y, build: style('italic') },
  {
    pattern: /_([^\s_](?:[\s\S]*?[^\s_])?)_(?![A-Za-z0-9_])/y,
    before: (previous) => !/[A-Za-z0-9_]/.test(previous),
    build: style('italic'),
  },
  {
    pattern: /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/y,
    build: (m, parse) => ({ type: 'link', url: m[2] ?? '', children: parse(m[1] ?? '') }),
  },
  {
    pattern: /<?(https?:\/\/[^\s<>]*[^\s<>.,:;"'!?)\]])>?/y,
    build: (m) => ({ type: 'link', url: m[1] ?? '', children: [{ type: 'text', text: m[1] ?? '' }] }),
  },
  { pattern: /<@!?(\d{17,20})>/y, build: (m) => ({ type: 'userMention', id: m[1] ?? '' }) },
  { pattern: /<@&(\d{17,20})>/y, build: (m) => ({ type: 'roleMention', id: m[1] ?? '' }) },
  { pattern: /<#(\d{17,20})>/y, build: (m) => ({ type: 'channelMention', id: m[1] ?? '' }) },
  {
    pattern: /@(everyone|here)\b/y,
    build: (m) => ({ type: 'globalMention', name: m[1] as 'everyone' | 'here' }),
  },
  {
    pattern: /<(a?):(\w{2,32}):(\d{17,20})>/y,
    build: (m) => ({ type: 'customEmoji', animated: m[1] === 'a', name: m[2] ?? '', id: m[3] ?? '' }),
  },
  {
    pattern: /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/y,
    build: (m) => ({ type: 'timestamp', epochSeconds: Number(m[1]), style: (m[2] ?? 'f') as TimestampStyle }),
  },
  { pattern: /\n/y, build: () => ({ type: 'lineBreak' }) },
];

/** Characters at which some rule may start; everything else is plain text. */
const RULE_START = /[\\`|*_~[<hH@\n]/;

/** Parses inline markdown into nodes; unmatched markup stays as text. Never throws. */
export function parseInline(text: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let plain = '';
  let index = 0;
  const pushText = () => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    const rule = RULE_START.test(char) ? matchRule(text, index) : null;
    if (!rule) {
      plain += char;
      index += 1;
      continue;
    }
    index += rule.length;
    if (rule.node.type === 'text') {
      plain += rule.node.text;
      continue;
    }
    pushText();
    nodes.push(rule.node);
  }
  pushText();
  return nodes;
}

function matchRule(text: string, index: number): { node: MarkdownNode; length: number } | null {
  for (const rule of RULES) {
    if (rule.before && !rule.before(text[index - 1] ?? '')) continue;
    rule.pattern.lastIndex = index;
    const match = rule.pattern.exec(text);
    if (match && match[0].length > 0)
      return { node: rule.build(match, parseInline), length: match[0].length };
  }
  return null;
}
