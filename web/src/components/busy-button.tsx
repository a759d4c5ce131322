// A save or send button that reads 'Saving'/'Sending...' while its action runs, announced, and keeps the keyboard focus.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useAnnounceChange } from '../lib/a11y/announcer';

/** Props: a button's own, plus whether its action runs and what it then reads. */
export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type: 'button' | 'submit';
  busy: boolean;
  busyText: string;
}

/**
 * Shows `busyText` while `busy`, else `children`; each time `busy` turns on the live region says
 * `busyText` politely (a button's new label is not spoken by itself). While busy the button is
 * aria-disabled, not disabled, so it keeps the focus a keyboard user pressed it with (Chromium
 * drops focus from a control that becomes disabled); a press then does nothing, and a submit
 * button's press does not submit its form. `disabled` still disables it (e.g. blocked by problems).
 */
export function BusyButton({ type, busy, busyText, onClick, children, ...rest }: BusyButtonProps) {
  useAnnounceChange(busy ? busyText : null);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...rest} type={type} aria-disabled={busy || undefined} onClick={press}>
      {busy ? busyText : children}
    </button>
  );
}
