// Reads a transcript 'Reactions: ' line such as `👍 3, <:wave:123> (2), ❤️x1` into emoji and counts.

/** One reaction: the emoji as written (unicode or `<:name:id>`) and its count, when the line gave one. */
export interface TranscriptReaction {
  emoji: string;
  count: number | null;
}

/** `emoji (count)`, `emoji count`, `emoji x count`, `emoji: count`, `emojicount`, tried in this order. */
const WITH_COUNT = [
  /^(.+?)\s*\(\s*(\d{1,9})\s*\)$/u,
  /^(.+?)\s+(\d{1,9})$/u,
  /^(.+?)\s*[x×]\s*(\d{1,9})$/u,
  /^(.+?):\s*(\d{1,9})$/u,
  /^(.*\D)(\d{1,9})$/u,
];

/** Splits the text after 'Reactions: ' at commas; an item without a count keeps all its text as the emoji. */
export function parseReactions(text: string): TranscriptReaction[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let match: RegExpExecArray | null = null;
      for (const pattern of WITH_COUNT) {
        match = pattern.exec(item);
        if (match) break;
      }
      return match
        ? { emoji: (match[1] ?? item).trim(), count: Number(match[2]) }
        : { emoji: item, count: null };
    });
}
