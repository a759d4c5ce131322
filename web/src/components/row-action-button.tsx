// An icon button of an editable list's row (move up or down, duplicate, remove), marked so the focus can find it again in another row.
import type { ReactNode } from 'react';
import { LockableButton } from './lockable-button';

/** Props: the row action it takes, its spoken name, whether it is locked, and its icon. */
interface RowActionButtonProps {
  action: 'up' | 'down' | 'duplicate' | 'remove';
  label: string;
  locked: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * The button, `data-row-action` = `action` (see rowControl); 'remove' looks dangerous. Locked, it
 * keeps the focus (moving a row to the top leaves the focus on its locked 'up').
 */
export function RowActionButton({ action, label, locked, onClick, children }: RowActionButtonProps) {
  return (
    <LockableButton
      type="button"
      className={
        action === 'remove' ? 'well tool-icon-button tool-icon-button--danger' : 'well tool-icon-button'
      }
      aria-label={label}
      data-row-action={action}
      locked={locked}
      onClick={onClick}
    >
      {children}
    </LockableButton>
  );
}
