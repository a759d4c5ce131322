// The tree Discord-flavoured markdown parses into: plain data, never HTML.

/** Inline formatting that wraps other nodes. */
export type StyleNodeType = 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler';

/** One node of parsed Discord markdown. Link URLs are always http(s). */
export type MarkdownNode =
  | { type: 'text'; text: string }
  | { type: 'lineBreak' }
  | { type: StyleNodeType; children: MarkdownNode[] }
  | { type: 'inlineCode'; text: string }
  | { type: 'codeBlock'; language: string | null; text: string }
  | { type: 'paragraph'; children: MarkdownNode[] }
  | { type: 'blockquote'; children: MarkdownNode[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: MarkdownNode[] }
  | { type: 'subtext'; children: MarkdownNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownNode[][] }
  | { type: 'link'; url: string; children: MarkdownNode[] }
  | { type: 'userMention' | 'roleMention' | 'channelMention'; id: string }
  | { type: 'globalMention'; name: 'everyone' | 'here' }
  /** A slash-command mention `</name:id>`; `name` may hold a subcommand (group): `</ban user:id>`. */
  | { type: 'commandMention'; name: string; id: string }
  | { type: 'customEmoji'; name: string; id: string; animated: boolean }
  | { type: 'timestamp'; epochSeconds: number; style: TimestampStyle };

/** Discord's timestamp styles: t, T, d, D, f (default), F, R. */
export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';
