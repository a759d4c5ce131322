// Renders parsed inline markdown nodes as React elements (text nodes only, never HTML).
import { type CSSProperties, type ReactNode, useState } from 'react';
import { customEmojiUrl } from '#shared/logic/discord-cdn';
import { formatTimestamp } from '#web/lib/markdown/format-timestamp';
import type { MarkdownNode } from '#web/lib/markdown/markdown-node';
import { safeHttpUrl } from '#web/lib/safe-url';
import type { MentionResolver } from './mention-resolver';
import { Spoiler } from './spoiler';

function roleStyle(color: number | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  return { '--md-role-color': `#${color.toString(16).padStart(6, '0')}` } as CSSProperties;
}

/** Renders one node; blocks are handled by DiscordMarkdown. */
export function renderNode(node: MarkdownNode, key: number, resolver: MentionResolver): ReactNode {
  const children =
    'children' in node ? node.children.map((child, i) => renderNode(child, i, resolver)) : null;
  switch (node.type) {
    case 'text':
      return node.text;
    case 'lineBreak':
      return <br key={key} />;
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'spoiler':
      return <Spoiler key={key}>{children}</Spoiler>;
    case 'inlineCode':
      return (
        <code key={key} className="md-code mono">
          {node.text}
        </code>
      );
    case 'link': {
      const href = safeHttpUrl(node.url);
      if (!href) return <span key={key}>{children}</span>;
      return (
        <a key={key} className="md-link" href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    case 'userMention':
      return (
        <span key={key} className="md-mention">
          @{resolver.user?.(node.id)?.name ?? 'unknown-user'}
        </span>
      );
    case 'roleMention': {
      // Like Discord: a role it does not know is plain text, not a mention chip.
      const role = resolver.role?.(node.id);
      if (!role) return <span key={key}>@deleted-role</span>;
      return (
        <span key={key} className="md-mention md-mention--role" style={roleStyle(role.color)}>
          @{role.name}
        </span>
      );
    }
    case 'channelMention': {
      // Like Discord: a channel it does not know is a chip reading "#unknown" in italics.
      const channel = resolver.channel?.(node.id);
      return (
        <span key={key} className="md-mention">
          #{channel ? channel.name : <em>unknown</em>}
        </span>
      );
    }
    case 'commandMention':
      return (
        <span key={key} className="md-mention">
          /{node.name}
        </span>
      );
    case 'globalMention':
      return (
        <span key={key} className="md-mention">
          @{node.name}
        </span>
      );
    case 'customEmoji':
      return <CustomEmoji key={key} name={node.name} id={node.id} animated={node.animated} />;
    case 'timestamp':
      return (
        <time key={key} className="md-timestamp" dateTime={isoDate(node.epochSeconds)}>
          {formatTimestamp(node.epochSeconds, node.style)}
        </time>
      );
    default:
      return null;
  }
}

function isoDate(epochSeconds: number): string | undefined {
  const date = new Date(epochSeconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A custom emoji image; falls back to its `:name:` text when the image cannot load. */
function CustomEmoji({ name, id, animated }: { name: string; id: string; animated: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>:{name}:</>;
  return (
    <img
      className="md-emoji"
      src={customEmojiUrl(id, animated)}
      alt={`:${name}:`}
      title={`:${name}:`}
      onError={() => setFailed(true)}
    />
  );
}
