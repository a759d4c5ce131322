// The '#', '@' or ':' word typed just before the caret, and replacing that word with what was chosen.

/** What a trigger suggests: `#` channels, `@` roles, `:` emoji. */
export type TriggerChar = '#' | '@' | ':';

/** The word being completed: its trigger character, where that character sits, and the text after it up to the caret. */
export interface Trigger {
  char: TriggerChar;
  start: number;
  search: string;
}

/** Longest word looked at before the caret: no channel, role or emoji name is longer. */
const MAX_WORD = 101;
const SEARCH: Record<TriggerChar, RegExp> = {
  '#': /^[^\s#@:<>]*$/u,
  '@': /^[^\s#@:<>]*$/u,
  // Like Discord: two characters of a name before emoji are suggested, so ':)' or ':D' open nothing.
  ':': /^[\w+-]{2,}$/u,
};

/**
 * The trigger word ending at `caret`: it starts the text or follows whitespace, begins with `#`,
 * `@` or `:` and holds no whitespace. `#` and `@` match with nothing typed after them yet; `:`
 * needs two name characters (letters, digits, `_`, `+`, `-`). Null when the caret is inside no
 * such word, or `caret` is outside the text.
 */
export function findTrigger(text: string, caret: number): Trigger | null {
  if (caret < 1 || caret > text.length) return null;
  let start = caret;
  while (start > 0 && caret - start < MAX_WORD && !/\s/u.test(text[start - 1] ?? '')) start -= 1;
  if (start > 0 && !/\s/u.test(text[start - 1] ?? '')) return null;
  const char = text[start] as TriggerChar;
  const pattern = SEARCH[char];
  const search = text.slice(start + 1, caret);
  return pattern?.test(search) ? { char, start, search } : null;
}

/**
 * Replaces the trigger word (from `trigger.start` to `caret`) with `replacement` and one space,
 * dropping a space that already followed the caret. Returns the new text and the caret just after
 * the inserted space.
 */
export function insertChoice(
  text: string,
  trigger: Pick<Trigger, 'start'>,
  caret: number,
  replacement: string,
): { text: string; caret: number } {
  const before = `${text.slice(0, trigger.start)}${replacement} `;
  return { text: before + text.slice(caret).replace(/^ /, ''), caret: before.length };
}
