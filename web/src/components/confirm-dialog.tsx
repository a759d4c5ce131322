// A modal confirmation dialog (native <dialog>) and the hook that asks it before an action replaces work.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { t } from '../lib/i18n/i18n';
import { LockableButton } from './lockable-button';
import './confirm-dialog.css';

/** Props of a confirmation: its title and question, the two button labels and what each does. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The cancel button's label; the dashboard's 'Cancel' in the page's language when left out. */
  cancelLabel?: string;
  /** Draws the confirm button as destructive. */
  danger?: boolean;
  /** Locks both buttons (aria-disabled, presses ignored, focus kept) and Escape while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Tab from the last button goes to the first and Shift+Tab from the first to the last, never out of the dialog. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * Renders an open modal alert dialog; mount it only while a confirmation is pending. The safe
 * choice (cancel) has the initial focus; Tab cycles inside it; Escape cancels; focus returns to where it was on unmount.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = t('dashboard.confirmDialog.cancel'),
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="card confirm-dialog p-6"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={keepFocusInside}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="confirm-dialog__message muted break-anywhere">
        {message}
      </p>
      <div className="confirm-dialog__actions flex wrap gap-3 justify-end">
        <LockableButton
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          locked={busy}
          onClick={onCancel}
        >
          {cancelLabel}
        </LockableButton>
        <LockableButton
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          locked={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </LockableButton>
      </div>
    </dialog>
  );
}

/** What the dialog says: its title, question and button labels (see `ConfirmDialogProps`). */
export type ConfirmTexts = Omit<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onCancel'>;

/**
 * `ask(value)` opens a confirmation dialog worded by `texts`; `dialog` is that dialog while it is
 * open (render it), else null. Confirming closes it and calls `onConfirm(value)`; Cancel or Escape
 * closes it and does nothing. A second `ask` while it is open replaces the waiting value.
 */
export function useConfirmFirst<T>(
  texts: ConfirmTexts,
  onConfirm: (value: T) => void,
): { ask: (value: T) => void; dialog: ReactNode } {
  // Boxed, so a falsy value (0, '') still counts as waiting.
  const [waiting, setWaiting] = useState<{ value: T } | null>(null);
  const dialog = waiting && (
    <ConfirmDialog
      {...texts}
      onConfirm={() => {
        setWaiting(null);
        onConfirm(waiting.value);
      }}
      onCancel={() => setWaiting(null)}
    />
  );
  return { ask: (value) => setWaiting({ value }), dialog };
}
