// Keyboard handling of an autocomplete list: arrows move, Enter or Tab choose, Escape closes.
import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * Tracks the highlighted suggestion of a list of `count` items that is open while `open`.
 * `onKeyDown` handles the keys only while open with items; returns true when it used the key.
 * After Escape or `dismiss()` (on blur) the list stays closed until `reopen()` (on typing).
 */
export function useSuggestions(count: number, open: boolean, choose: (index: number) => void) {
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (active >= count) setActive(0);
  }, [active, count]);
  const shown = open && !dismissed && count > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!shown) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + count) % count);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      choose(Math.min(active, count - 1));
    } else if (event.key === 'Escape') {
      setDismissed(true);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const reopen = () => {
    setDismissed(false);
    setActive(0);
  };
  const dismiss = () => setDismissed(true);
  return { shown, active, setActive, onKeyDown, reopen, dismiss };
}
