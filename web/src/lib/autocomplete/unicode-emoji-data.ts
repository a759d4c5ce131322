// Unicode emoji with their short names, from emojibase-data: imported only by load-unicode-emoji.ts, so it is its own chunk.
import shortcodes from 'emojibase-data/en/shortcodes/iamcal.json';
import type { UnicodeEmoji } from '#web/lib/embed/emojis';

/**
 * The emoji of `hexcode` (code points joined by '-'). emojibase drops the variation selector
 * U+FE0F, so it goes back after a code point that is not drawn as emoji by default (❤ → ❤️);
 * joiners, skin tones, tags and keycap marks stay as they are.
 */
export function emojiFromHexcode(hexcode: string): string {
  return hexcode
    .split('-')
    .map((hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .map((char) =>
      /\p{Emoji_Presentation}|\p{Emoji_Modifier}|[\u200D\uFE0F\u20E3\u{E0020}-\u{E007F}]/u.test(char)
        ? char
        : `${char}\uFE0F`,
    )
    .join('');
}

/** Every unicode emoji once per short name (Slack's names, which Discord's follow: `:thumbsup:`, `:+1:`), in Unicode's order. */
export const UNICODE_EMOJI: readonly UnicodeEmoji[] = Object.entries(shortcodes).flatMap(
  ([hexcode, names]) => {
    const emoji = emojiFromHexcode(hexcode);
    return (typeof names === 'string' ? [names] : names).map((name) => ({ emoji, name }));
  },
);
