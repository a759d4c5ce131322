// The buttons that end a form or a bar: a secondary one (Cancel, Reset, Clear draft, Refresh) and the busy-aware Save or Send.
import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { LockableButton } from './lockable-button';

/** The secondary button: Cancel, Reset, 'Clear draft', Refresh. */
export interface SecondaryAction {
  label: ReactNode;
  onPress: () => void;
  /** Locked for a reason of its own as well, e.g. nothing to reset. */
  locked?: boolean;
}

/** The primary button: Save, Send, Add. */
export interface PrimaryAction {
  label: ReactNode;
  /** What it reads while the row is busy ('Saving', 'Sending...'); announced. */
  busyText: string;
  /** 'submit' sends the surrounding form; 'button' (the default) calls `onPress`. */
  type?: 'button' | 'submit';
  onPress?: () => void;
  /** Blocked (e.g. by problems in the draft): disabled, but never while the row is busy. */
  disabled?: boolean;
  /** The id of the element saying why it is blocked. */
  describedBy?: string;
}

/** Props of the row. */
export interface ActionRowProps {
  /** The primary action runs: it reads its busy text and every button is locked. */
  busy: boolean;
  /** Every button is locked without a busy text (e.g. while a success shows). */
  locked?: boolean;
  secondary?: SecondaryAction;
  primary?: PrimaryAction;
  /** The primary button comes before the secondary one (an inline editor's Save, Cancel). */
  primaryFirst?: boolean;
  /** Shown ahead of the buttons (Undo and Redo, a status line). */
  before?: ReactNode;
  /** The class of the wrapping `div`; without one the buttons sit directly in the parent's row. */
  className?: string;
}

/**
 * The lock and busy rules of every Cancel/Reset/Save block in one place. While `busy` or `locked`
 * every button is a locked `LockableButton` (aria-disabled, presses ignored, the keyboard focus
 * kept); while busy the primary reads `busyText`. A blocked primary is disabled only while the row
 * is not busy, so a running save never drops the focus of the button that started it.
 */
export function ActionRow({
  busy,
  locked = false,
  secondary,
  primary,
  primaryFirst = false,
  before,
  className,
}: ActionRowProps) {
  const secondaryButton = secondary && (
    <LockableButton
      type="button"
      className="button button--secondary"
      locked={busy || locked || Boolean(secondary.locked)}
      onClick={secondary.onPress}
    >
      {secondary.label}
    </LockableButton>
  );
  const primaryButton = primary && (
    <BusyButton
      type={primary.type ?? 'button'}
      className="button"
      busy={busy}
      busyText={primary.busyText}
      locked={locked}
      disabled={!busy && Boolean(primary.disabled)}
      aria-describedby={primary.describedBy}
      onClick={primary.onPress}
    >
      {primary.label}
    </BusyButton>
  );
  const content = (
    <>
      {before}
      {primaryFirst ? primaryButton : secondaryButton}
      {primaryFirst ? secondaryButton : primaryButton}
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}
