// White space as String#trim reads it, tested on a range of a string without slicing it (the parsers' hot paths).

/** Whether `code` is a white-space or line-terminator character (what `\s` matches and String#trim removes). */
export const isSpace = (code: number): boolean =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));

/** The first index in `text` from `from` up to `to` that is not white space, or `to` when there is none. */
export function skipSpace(text: string, from: number, to: number): number {
  let at = from;
  while (at < to && isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

/** The index just after the last character before `to` (down to `from`) that is not white space. */
export function skipSpaceBack(text: string, from: number, to: number): number {
  let at = to;
  while (at > from && isSpace(text.charCodeAt(at - 1))) at -= 1;
  return at;
}

/** `text.slice(from, to).trim()`, with no string built for the untrimmed range. */
export function trimmedSlice(text: string, from: number, to: number): string {
  const start = skipSpace(text, from, to);
  return text.slice(start, skipSpaceBack(text, start, to));
}

/** Whether `text` from `from` up to `to` is empty or white space only (`!text.slice(from, to).trim()`). */
export function isBlank(text: string, from: number, to: number): boolean {
  return skipSpace(text, from, to) >= to;
}
