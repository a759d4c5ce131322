// Fixed-shape inline tokens: escapes, mentions, custom emoji, timestamps and slash-command mentions.
import type { MarkdownNode, TimestampStyle } from './markdown-node';

type Token = { pattern: RegExp; build: (match: RegExpExecArray) => MarkdownNode };

const COMMAND_WORD = "[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}";

/** The shrug emoticon keeps its backslash (Discord special-cases it). */
export const SHRUG = '¯\\_(ツ)_/¯';

/** Tokens by their first character; each pattern is sticky and bounded in length. */
const TOKENS: Record<string, Token[]> = {
  '\\': [{ pattern: /\\([^0-9A-Za-z\s])/y, build: (m) => ({ type: 'text', text: m[1] ?? '' }) }],
  '<': [
    { pattern: /<@!?(\d{17,20})>/y, build: (m) => ({ type: 'userMention', id: m[1] ?? '' }) },
    { pattern: /<@&(\d{17,20})>/y, build: (m) => ({ type: 'roleMention', id: m[1] ?? '' }) },
    { pattern: /<#(\d{17,20})>/y, build: (m) => ({ type: 'channelMention', id: m[1] ?? '' }) },
    {
      pattern: /<(a?):(\w{2,32}):(\d{17,20})>/y,
      build: (m) => ({ type: 'customEmoji', animated: m[1] === 'a', name: m[2] ?? '', id: m[3] ?? '' }),
    },
    {
      pattern: /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/y,
      build: (m) => ({
        type: 'timestamp',
        epochSeconds: Number(m[1]),
        style: (m[2] ?? 'f') as TimestampStyle,
      }),
    },
    {
      pattern: new RegExp(`</(${COMMAND_WORD}(?: ${COMMAND_WORD}){0,2}):(\\d{17,20})>`, 'uy'),
      build: (m) => ({ type: 'commandMention', name: m[1] ?? '', id: m[2] ?? '' }),
    },
  ],
  '@': [
    {
      pattern: /@(everyone|here)/y,
      build: (m) => ({ type: 'globalMention', name: m[1] as 'everyone' | 'here' }),
    },
  ],
};

/** The token starting at `p`, with its length, or null. */
export function tokenAt(text: string, p: number): { node: MarkdownNode; length: number } | null {
  for (const token of TOKENS[text[p] ?? ''] ?? []) {
    token.pattern.lastIndex = p;
    const match = token.pattern.exec(text);
    if (match) return { node: token.build(match), length: match[0].length };
  }
  return null;
}
