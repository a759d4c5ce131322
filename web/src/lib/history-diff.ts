// Diffs of the change history: which fields of a setting changed, and a word-level diff of long texts.

/** One changed field: its dotted path (e.g. `config.embed.title`) and the two values, `undefined` when absent. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** A piece of a word diff: kept, added (only in the new text) or removed (only in the old one). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Texts at least this long are shown as a word diff instead of old and new side by side. */
export const LONG_TEXT_CHARS = 60;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every leaf that differs between `before` and `after`, walking plain objects key by key (arrays
 * and other values compare as a whole, by their JSON). Keys in either object count; a key only in
 * one has `undefined` on the other side. Equal inputs give [].
 */
export function fieldChanges(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** Most words a diff compares by longest common subsequence; longer texts are shown removed then added. */
const MAX_DIFF_WORDS = 2000;

/**
 * A word-level diff of `before` → `after`: words and the spaces after them, matched by their longest
 * common subsequence, neighbours of one kind merged. Texts of more than MAX_DIFF_WORDS words each
 * give the whole old text removed and the whole new one added.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.match(/\S+\s*|\s+/g) ?? [];
  const b = after.match(/\S+\s*|\s+/g) ?? [];
  if (a.length > MAX_DIFF_WORDS || b.length > MAX_DIFF_WORDS) {
    return merge([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  }
  // lengths[i][j]: common subsequence length of a[i..] and b[j..]
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] as Uint16Array;
      row[j] =
        a[i] === b[j]
          ? (lengths[i + 1] as Uint16Array)[j + 1] + 1
          : Math.max((lengths[i + 1] as Uint16Array)[j] as number, row[j + 1] as number);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i] as string });
      i += 1;
      j += 1;
    } else if (
      j < b.length &&
      (i >= a.length ||
        ((lengths[i] as Uint16Array)[j + 1] as number) >= ((lengths[i + 1] as Uint16Array)[j] as number))
    ) {
      parts.push({ kind: 'added', text: b[j] as string });
      j += 1;
    } else {
      parts.push({ kind: 'removed', text: a[i] as string });
      i += 1;
    }
  }
  return merge(parts);
}

/** Joins neighbouring parts of one kind and drops empty ones. */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = merged.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
