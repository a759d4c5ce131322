// A save or send button that reads 'Saving'/'Sending...' while its action runs, announced, and keeps the keyboard focus.
import { useAnnounceChange } from '../lib/a11y/announcer';
import { LockableButton, type LockableButtonProps } from './lockable-button';

/** Props: a button's own, plus whether its action runs, what it then reads, and whether it is otherwise locked. */
export interface BusyButtonProps extends Omit<LockableButtonProps, 'locked'> {
  busy: boolean;
  busyText: string;
  /** Locks the button without the busy text (e.g. while a success shows); see `LockableButton`. */
  locked?: boolean;
}

/**
 * Shows `busyText` while `busy`, else `children`; each time `busy` turns on the live region says
 * `busyText` politely (a button's new label is not spoken by itself). While busy or `locked` the
 * button is a locked `LockableButton`: aria-disabled, not disabled, so it keeps the focus a
 * keyboard user pressed it with; a press then does nothing, and a submit button's press does not
 * submit its form. `disabled` still disables it (e.g. blocked by problems).
 */
export function BusyButton({ busy, busyText, locked = false, children, ...rest }: BusyButtonProps) {
  useAnnounceChange(busy ? busyText : null);
  return (
    <LockableButton {...rest} locked={busy || locked}>
      {busy ? busyText : children}
    </LockableButton>
  );
}
