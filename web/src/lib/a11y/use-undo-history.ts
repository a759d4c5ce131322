// Undo and redo of an editor's draft: each change of the draft is a step (typing in word-sized steps), reached by buttons and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z.
import { useEffect, useState } from 'react';
import { describeDraftEdit } from '../editing/text-edit';
import {
  amendPresent,
  createUndoHistory,
  recordEdit,
  redoEdit,
  type UndoHistory,
  undoEdit,
} from '../editing/undo-history';
import { localized, t } from '../i18n/i18n';
import { useAnnounce } from './announcer';
import { useEditorShortcuts } from './use-editor-shortcuts';

/** The names of the undo and redo buttons, and what the live region says after each. */
export const UNDO_TEXTS = localized(
  () =>
    ({
      undo: t('dashboard.undo.undo'),
      redo: t('dashboard.undo.redo'),
      undone: t('dashboard.undo.undone'),
      redone: t('dashboard.undo.redone'),
    }) as const,
);

/** What an editor shows and calls: whether each way is open, the moves, and a change that is no step. */
export interface UndoControls<T> {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Sets `next` as the draft without making a step (a correction the editor makes itself). */
  amend: (next: T) => void;
}

/** Which draft the history belongs to, and whether undo and redo are held back for now. */
export interface UndoOptions {
  /** A new scope (e.g. another server's draft) starts a new, empty history. */
  scope: string;
  /** While true (e.g. while the draft is being sent) undo and redo do nothing and show disabled. */
  paused?: boolean;
}

interface Tracked<T> {
  scope: string;
  history: UndoHistory<T>;
}

/**
 * The events that show the user has started working on the page. All come before the page's text
 * changes: a re-render on 'input' itself would put the old value back into the field.
 */
const USER_ACTIONS = ['keydown', 'pointerdown', 'click', 'beforeinput', 'paste', 'drop'] as const;

/**
 * `tracked` brought up to `value`: a new history for a new scope; before the user has acted,
 * `value` replaces the present (what the page loads by itself is no step); else it is recorded.
 */
function follow<T>(tracked: Tracked<T>, value: T, scope: string, acted: boolean): Tracked<T> {
  if (tracked.scope !== scope) return { scope, history: createUndoHistory(value) };
  const { history } = tracked;
  if (Object.is(history.present, value)) return tracked;
  if (!acted) return { scope, history: amendPresent(history, value) };
  return { scope, history: recordEdit(history, value, describeDraftEdit(history.present, value)) };
}

/** False until the user first presses a key, points, clicks, types (or dictates), pastes or drops anywhere on the page. */
function useUserHasActed(): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const mark = () => setActed(true);
    for (const type of USER_ACTIONS) document.addEventListener(type, mark, true);
    return () => {
      for (const type of USER_ACTIONS) document.removeEventListener(type, mark, true);
    };
  }, [acted]);
  return acted;
}

/**
 * Keeps the undo history of `value`, the draft an editor shows, which `setValue` replaces (the
 * draft's own store, so its autosave runs on undo as on any edit). Every new `value` is recorded
 * however it was made (see `recordEdit`: typing joins into words; an import, a reset or a toggle
 * is one step; the same values again are none), at most UNDO_HISTORY_LIMIT steps. Changes before
 * the user's first key press, click or input on the page (a stored draft read back, say) are no
 * step. While mounted, Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes anywhere on the
 * page, also inside a text field (the browser's own field undo is stopped, even with nothing to
 * undo); each move says 'Undone' or 'Redone' politely through the live region, and focus stays
 * where it is.
 */
export function useUndoHistory<T>(
  value: T,
  setValue: (next: T) => void,
  { scope, paused = false }: UndoOptions,
): UndoControls<T> {
  const [tracked, setTracked] = useState<Tracked<T>>(() => ({ scope, history: createUndoHistory(value) }));
  const acted = useUserHasActed();
  const current = follow(tracked, value, scope, acted);
  if (current !== tracked) setTracked(current);
  const announce = useAnnounce();
  const { history } = current;

  const move = (step: (history: UndoHistory<T>) => UndoHistory<T>, said: string) => {
    const next = step(history);
    if (paused || next === history) return;
    setTracked({ scope, history: next });
    setValue(next.present);
    announce(said);
  };
  const undo = () => move(undoEdit, UNDO_TEXTS.undone);
  const redo = () => move(redoEdit, UNDO_TEXTS.redone);
  useEditorShortcuts({ undo, redo });

  return {
    canUndo: !paused && history.past.length > 0,
    canRedo: !paused && history.future.length > 0,
    undo,
    redo,
    amend: (next) => {
      setTracked({ scope, history: amendPresent(history, next) });
      setValue(next);
    },
  };
}
