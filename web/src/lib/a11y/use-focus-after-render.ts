// Moves the keyboard focus once the render a state change causes is on screen (e.g. to the next item after a delete).
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** Picks the element to focus from the updated page; null or undefined leaves focus where it is. */
export type FocusPick = () => HTMLElement | null | undefined;

/**
 * Returns `focusAfterRender(pick)`. Call it with the state updates that change the page (closing a
 * form, removing an item): once React has committed them and run their effects (a dialog's own
 * focus return included), `pick` runs on the updated page and its element gets the focus. A later
 * call before that render replaces the earlier one.
 */
export function useFocusAfterRender(): (pick: FocusPick) => void {
  const pending = useRef<FocusPick | null>(null);
  const [, render] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const pick = pending.current;
    pending.current = null;
    pick?.()?.focus();
  });
  return useCallback((pick: FocusPick) => {
    pending.current = pick;
    render();
  }, []);
}
