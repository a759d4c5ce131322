// An editor's undo history: at most UNDO_HISTORY_LIMIT steps, typing coalesced into word-sized steps.
import { UNDO_HISTORY_LIMIT } from '#shared/constants/limits';
import type { DraftEdit } from './text-edit';

/** The typing step still growing: its field, whether it inserts or deletes, whether it holds a word yet, and whether a space ended that word. */
interface OpenWord {
  path: string;
  deleting: boolean;
  hasWord: boolean;
  wordEnded: boolean;
}

/** Past versions (oldest first), the current one, and the versions redo brings back (next first). */
export interface UndoHistory<T> {
  past: T[];
  present: T;
  future: T[];
  open: OpenWord | null;
}

/** A history holding only `present`. */
export function createUndoHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [], open: null };
}

const isSpace = (text: string) => /^\s+$/.test(text);

/** The one character typed or deleted by `edit`, with whether it deletes; null for anything larger. */
function singleCharacter(edit: DraftEdit): { deleting: boolean; text: string } | null {
  if (edit.kind !== 'typing') return null;
  if (edit.removed === '' && [...edit.inserted].length === 1) return { deleting: false, text: edit.inserted };
  if (edit.inserted === '' && [...edit.removed].length === 1) return { deleting: true, text: edit.removed };
  return null;
}

/**
 * Records `next` as the new present. An edit of kind 'none' (the same values again) only takes
 * `next` as the present: no step, and redo stays. One character typed (or deleted) in the same field as the
 * step before joins that step until its word ends: the first letter after a space that follows
 * a word starts a new step, so 'hello world' is two steps ('hello ', 'world'), and spaces typed
 * before a word join that word (' big' after 'hello' is one step). Anything else (a paste, a toggle, an import, a reset) is a
 * step of its own. Redo history is dropped; the oldest steps go past `limit` (at least 1).
 */
export function recordEdit<T>(
  history: UndoHistory<T>,
  next: T,
  edit: DraftEdit,
  limit: number = UNDO_HISTORY_LIMIT,
): UndoHistory<T> {
  if (edit.kind === 'none') return amendPresent(history, next);
  const typed = singleCharacter(edit);
  const path = edit.kind === 'typing' ? edit.path : '';
  const open = history.open;
  const joins =
    typed !== null &&
    open !== null &&
    open.path === path &&
    open.deleting === typed.deleting &&
    !(open.wordEnded && !isSpace(typed.text));
  const space = typed !== null && isSpace(typed.text);
  const word = typed && { path, deleting: typed.deleting, hasWord: !space, wordEnded: false };
  if (joins && word)
    return {
      ...history,
      present: next,
      future: [],
      open: {
        ...word,
        hasWord: open.hasWord || !space,
        wordEnded: open.wordEnded || (space && open.hasWord),
      },
    };
  const past = [...history.past, history.present].slice(-Math.max(1, limit));
  return { past, present: next, future: [], open: word };
}

/**
 * Replaces the present with `next` without making a step: undo, redo and the typing step still
 * growing are kept. For corrections the editor makes itself (e.g. clearing a channel that no
 * longer exists), which the user should not have to undo.
 */
export function amendPresent<T>(history: UndoHistory<T>, next: T): UndoHistory<T> {
  return { ...history, present: next };
}

/** One step back (unchanged when there is none); the next typing starts a new step. */
export function undoEdit<T>(history: UndoHistory<T>): UndoHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    open: null,
  };
}

/** One step forward again (unchanged when there is none). */
export function redoEdit<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, open: null };
}
