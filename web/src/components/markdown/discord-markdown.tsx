// Renders Discord-flavoured markdown safely: parsed to data, drawn with React elements only.
import { type ReactNode, useMemo } from 'react';
import type { MarkdownNode } from '#web/lib/markdown/markdown-node';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';
import { renderNode } from './markdown-inline';
import type { MentionResolver } from './mention-resolver';
import './discord-markdown.css';

export type { MentionResolver } from './mention-resolver';

const NO_RESOLVER: MentionResolver = {};

/** The element and class of each block that only wraps its inline children. */
const WRAPPING_BLOCKS = {
  paragraph: { tag: 'div', className: 'md-paragraph' },
  blockquote: { tag: 'blockquote', className: 'md-quote' },
  subtext: { tag: 'small', className: 'md-subtext fs-80' },
} as const;

function renderBlock(node: MarkdownNode, key: number, resolver: MentionResolver): ReactNode {
  const inline = (nodes: MarkdownNode[]) => nodes.map((child, i) => renderBlock(child, i, resolver));
  switch (node.type) {
    case 'paragraph':
    case 'blockquote':
    case 'subtext': {
      const { tag: Tag, className } = WRAPPING_BLOCKS[node.type];
      return (
        <Tag key={key} className={className}>
          {inline(node.children)}
        </Tag>
      );
    }
    case 'codeBlock':
      return (
        <pre key={key} className="md-codeblock mono" data-language={node.language ?? undefined}>
          <code>{node.text}</code>
        </pre>
      );
    case 'heading': {
      const Tag = (['h1', 'h2', 'h3'] as const)[node.level - 1] ?? 'h3';
      return (
        <Tag key={key} className={`md-heading md-heading--${node.level}`}>
          {inline(node.children)}
        </Tag>
      );
    }
    case 'list': {
      const items = node.items.map((item, i) => <li key={i}>{inline(item)}</li>);
      return node.ordered ? (
        <ol key={key} className="md-list" start={node.start}>
          {items}
        </ol>
      ) : (
        <ul key={key} className="md-list">
          {items}
        </ul>
      );
    }
    default:
      return renderNode(node, key, resolver);
  }
}

/**
 * Draws `text` as Discord would (a text of one paragraph without its paragraph element). Mentions take names and colours from `resolver`; unknown ones
 * are drawn as Discord draws them (`#unknown`, `@deleted-role`, `@unknown-user`). `inline` renders inside a span (for single-line places like field names).
 */
export function DiscordMarkdown({
  text,
  resolver,
  inline = false,
}: {
  text: string;
  resolver?: MentionResolver;
  inline?: boolean;
}) {
  const nodes = useMemo(() => parseMarkdown(text), [text]);
  // A lone paragraph (most messages) draws its inline nodes straight into the wrapper: the same look,
  // one element fewer to style and lay out per message of a transcript's screen.
  const [first] = nodes;
  const blocks = nodes.length === 1 && first?.type === 'paragraph' ? first.children : nodes;
  const content = blocks.map((node, i) => renderBlock(node, i, resolver ?? NO_RESOLVER));
  return inline ? <span className="md md--inline">{content}</span> : <div className="md">{content}</div>;
}
