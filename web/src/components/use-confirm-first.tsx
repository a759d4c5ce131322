// Asking before an action that replaces work: the value waiting on a yes, and the dialog that asks for it.
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

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
