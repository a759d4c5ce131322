// Button emojis of the reaction-role editor: recognising unicode emoji, server emoji and picker suggestions.

import { EMOJI_PICKER_LIMIT } from '#shared/constants/limits';
import type { CustomEmoji } from '#shared/schemas/resources';
import { BUILTIN_EMOJIS, type UnicodeEmoji } from './emojis';

const UNIT =
  '(?:\\p{RI}\\p{RI}|[#*0-9]\\uFE0F?\\u20E3|\\p{Extended_Pictographic}\\uFE0F?\\p{EMod}?[\\u{E0020}-\\u{E007F}]*)';
const SINGLE_EMOJI = new RegExp(`^${UNIT}(?:\\u200D${UNIT})*$`, 'u');
const NAME_FORM = /^:([A-Za-z0-9_~-]+):$/;
const TAG_FORM = /^<(a?):([A-Za-z0-9_~-]+):(\d{17,20})>$/;

/**
 * True when `text` is exactly one unicode emoji: a pictograph with optional variation selector,
 * skin tone and tags, a ZWJ sequence of them, a flag (two regional indicators) or a keycap.
 * Plain letters, digits, several emojis or surrounding text give false.
 */
export function isUnicodeEmoji(text: string): boolean {
  return SINGLE_EMOJI.test(text);
}

/** Discord's message form of a custom emoji: `<:name:id>`, or `<a:name:id>` when animated. */
export function customEmojiTag(emoji: CustomEmoji): string {
  return `<${emoji.animated ? 'a' : ''}:${emoji.name}:${emoji.id}>`;
}

/**
 * The emoji a role button is sent with (spec section 5): a pure unicode emoji as typed; `:name:`
 * of a known server emoji as `<:name:id>`/`<a:name:id>` (exact name first, then ignoring case);
 * a pasted `<:name:id>` whose id is a known server emoji in its canonical form; anything else ''.
 * Surrounding spaces are ignored.
 */
export function resolveButtonEmoji(input: string, serverEmojis: readonly CustomEmoji[]): string {
  const text = input.trim();
  if (!text) return '';
  if (isUnicodeEmoji(text)) return text;
  const name = NAME_FORM.exec(text)?.[1];
  if (name) {
    const lower = name.toLowerCase();
    const match =
      serverEmojis.find((emoji) => emoji.name === name) ??
      serverEmojis.find((emoji) => emoji.name.toLowerCase() === lower);
    return match ? customEmojiTag(match) : '';
  }
  const id = TAG_FORM.exec(text)?.[3];
  const known = id ? serverEmojis.find((emoji) => emoji.id === id) : undefined;
  return known ? customEmojiTag(known) : '';
}

/** The search text while the emoji box holds ':' plus a name being typed, otherwise null. */
export function emojiSearchText(value: string): string | null {
  const match = /^:([^:\s]*)$/.exec(value.trim());
  return match ? (match[1] ?? '') : null;
}

/** One suggestion of the emoji picker. */
export type EmojiSuggestion =
  | { kind: 'unicode'; emoji: UnicodeEmoji }
  | { kind: 'custom'; emoji: CustomEmoji };

/** Items whose name contains `search` (lower case), those whose name starts with it first; order kept otherwise. */
export function byName<T>(items: readonly T[], nameOf: (item: T) => string, search: string): T[] {
  const matching = items.filter((item) => nameOf(item).toLowerCase().includes(search));
  const starts = matching.filter((item) => nameOf(item).toLowerCase().startsWith(search));
  return [...starts, ...matching.filter((item) => !starts.includes(item))];
}

/**
 * Picker suggestions for `search` (the text after ':'), at most EMOJI_PICKER_LIMIT (40). With no
 * search text the built-in unicode set comes first, then the server's emojis. With search text,
 * server emojis whose name contains it (names starting with it first), then matching built-ins.
 */
export function suggestEmojis(search: string, serverEmojis: readonly CustomEmoji[]): EmojiSuggestion[] {
  const query = search.trim().toLowerCase();
  const unicode = byName(BUILTIN_EMOJIS, (item) => item.name, query).map(
    (emoji): EmojiSuggestion => ({ kind: 'unicode', emoji }),
  );
  const custom = byName(serverEmojis, (item) => item.name, query).map(
    (emoji): EmojiSuggestion => ({ kind: 'custom', emoji }),
  );
  const ordered = query ? [...custom, ...unicode] : [...unicode, ...custom];
  return ordered.slice(0, EMOJI_PICKER_LIMIT);
}
