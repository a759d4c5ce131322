// A button that stays focusable while it must not act: aria-disabled, presses ignored, focus kept.
import type { ComponentProps, MouseEvent } from 'react';

/** Props: a button's own (its `ref` included, `type` required), plus whether it is locked. */
export interface LockableButtonProps extends ComponentProps<'button'> {
  type: 'button' | 'submit';
  locked: boolean;
}

/**
 * While `locked` (e.g. while a save runs) the button is aria-disabled, not disabled, so it keeps
 * the focus a keyboard user has on it (Chromium drops focus from a control that becomes disabled,
 * to the page); a press then does nothing, and a submit button's press does not submit its form.
 * Use it for a button that can turn unusable while focused (a save runs, its own press left it
 * nothing to do); `disabled` still disables it outright.
 */
export function LockableButton({ type, locked, onClick, ...rest }: LockableButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (locked) event.preventDefault();
    else onClick?.(event);
  };
  return <button {...rest} type={type} aria-disabled={locked || undefined} onClick={press} />;
}
