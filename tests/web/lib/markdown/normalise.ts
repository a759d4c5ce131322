// One comparable tree shape for our markdown parser and the reference (discord-markdown-parser).
import type { MarkdownNode } from '#web/lib/markdown/markdown-node';

/** A normalised node: a kind, a value (text, id, URL...) and children. */
export type Norm = { k: string; v?: string; c?: Norm[] };

/** Reference nodes, as discord-markdown-parser returns them. */
export type ReferenceNode = { type: string; content?: unknown; [key: string]: unknown };

const BLOCKS = new Set(['quote', 'codeBlock', 'heading1', 'heading2', 'heading3', 'subtext', 'list']);
const STYLES = new Set(['bold', 'italic', 'underline', 'strike', 'spoiler']);

/** Our tree, normalised: paragraphs dissolve into their children, line breaks become "\n" text. */
export function normaliseOurs(nodes: MarkdownNode[]): Norm[] {
  return tidy(nodes.flatMap(ours));
}

function ours(node: MarkdownNode): Norm[] {
  const kids = (children: MarkdownNode[]) => children.flatMap(ours);
  switch (node.type) {
    case 'text':
      return [{ k: 'text', v: node.text }];
    case 'lineBreak':
      return [{ k: 'text', v: '\n' }];
    case 'paragraph':
      return kids(node.children);
    case 'blockquote':
      return [{ k: 'quote', c: kids(node.children) }];
    case 'heading':
      return [{ k: `heading${node.level}`, c: kids(node.children) }];
    case 'codeBlock':
      return [{ k: 'codeBlock', v: `${node.language ?? ''}|${node.text}` }];
    case 'inlineCode':
      return [{ k: 'code', v: node.text }];
    case 'link':
      return [{ k: 'link', v: node.url, c: kids(node.children) }];
    case 'userMention':
    case 'roleMention':
    case 'channelMention':
      return [{ k: node.type, v: node.id }];
    case 'commandMention':
      return [{ k: 'command', v: `${node.name}:${node.id}` }];
    case 'globalMention':
      return [{ k: node.name }];
    case 'customEmoji':
      return [{ k: 'emoji', v: `${node.animated ? 'a' : ''}:${node.name}:${node.id}` }];
    case 'timestamp':
      return [{ k: 'timestamp', v: `${node.epochSeconds}:${node.style}` }];
    case 'list':
      return [{ k: 'list', c: node.items.flatMap((item) => [{ k: 'item', c: kids(item) }]) }];
    default:
      return [{ k: node.type, c: kids(node.children) }];
  }
}

const REFERENCE_KIND: Record<string, string> = {
  strong: 'bold',
  em: 'italic',
  underline: 'underline',
  strikethrough: 'strike',
  spoiler: 'spoiler',
  blockQuote: 'quote',
  subtext: 'subtext',
};

/** The reference's tree, normalised the same way. */
export function normaliseReference(nodes: ReferenceNode[]): Norm[] {
  return tidy(nodes.flatMap(reference));
}

function reference(node: ReferenceNode): Norm[] {
  const kids = () =>
    Array.isArray(node.content) ? (node.content as ReferenceNode[]).flatMap(reference) : [];
  const text = (value: unknown) => [{ k: 'text', v: String(value ?? '') }];
  switch (node.type) {
    case 'text':
      return text(node.content);
    case 'br':
    case 'newline':
      return text('\n');
    case 'twemoji':
      return text(node.name);
    case 'heading':
      return [{ k: `heading${node.level}`, c: kids() }];
    case 'codeBlock':
      return [{ k: 'codeBlock', v: `${node.lang ?? ''}|${node.content}` }];
    case 'inlineCode':
      return [{ k: 'code', v: String(node.content) }];
    case 'url':
    case 'autolink':
    case 'link':
      return [{ k: 'link', v: String(node.target), c: kids() }];
    case 'user':
      return [{ k: 'userMention', v: String(node.id) }];
    case 'role':
      return [{ k: 'roleMention', v: String(node.id) }];
    case 'channel':
      return [{ k: 'channelMention', v: String(node.id) }];
    case 'slashCommand':
      return [{ k: 'command', v: `${node.fullName}:${node.id}` }];
    case 'everyone':
    case 'here':
      return [{ k: node.type }];
    case 'emoji':
      return [{ k: 'emoji', v: `${node.animated ? 'a' : ''}:${node.name}:${node.id}` }];
    case 'timestamp':
      return [{ k: 'timestamp', v: `${node.timestamp}:${node.format ?? 'f'}` }];
    default:
      return [{ k: REFERENCE_KIND[node.type] ?? `unknown:${node.type}`, c: kids() }];
  }
}

/**
 * Shared clean-up: adjacent texts merge; newlines next to a block (which starts its own line
 * anyway) are dropped; styles wrapping only one other style become one combined, sorted style.
 */
function tidy(nodes: Norm[]): Norm[] {
  const merged: Norm[] = [];
  for (const raw of nodes) {
    const node = raw.c ? { ...raw, c: tidy(raw.c) } : raw;
    const only = node.c?.length === 1 ? node.c[0] : undefined;
    if (only && styleKinds(node.k) && styleKinds(only.k)) {
      const kinds = [...new Set([...(styleKinds(node.k) ?? []), ...(styleKinds(only.k) ?? [])])].sort();
      merged.push({ k: kinds.join('+'), c: only.c ?? [] });
      continue;
    }
    const last = merged[merged.length - 1];
    if (node.k === 'text' && last?.k === 'text') last.v = `${last.v ?? ''}${node.v ?? ''}`;
    else merged.push(node.k === 'text' ? { ...node } : node);
  }
  for (let i = 0; i < merged.length; i += 1) {
    const node = merged[i] as Norm;
    if (node.k !== 'text') continue;
    let value = node.v ?? '';
    if (i === 0 || BLOCKS.has(merged[i - 1]?.k ?? '')) value = value.replace(/^\n+/, '');
    if (i === merged.length - 1 || BLOCKS.has(merged[i + 1]?.k ?? '')) value = value.replace(/\n+$/, '');
    node.v = value;
  }
  return merged.filter((node) => node.k !== 'text' || node.v);
}

function styleKinds(kind: string): string[] | null {
  const kinds = kind.split('+');
  return kinds.every((k) => STYLES.has(k)) ? kinds : null;
}
