// The dashboard's label-above-field recipe: a small uppercase label over its control and what follows it.
import type { ReactNode } from 'react';

/** Props of a labelled field: the control's `id` (the label points at it), the label and the control. */
export interface LabelledFieldProps {
  id: string;
  label: string;
  /** Drawn at the far end of the label's row (a character counter); without it the label stands alone. */
  aside?: ReactNode;
  /** More classes for the wrapper (e.g. `relative` for a suggestion list under the control). */
  className?: string;
  /** The control, then anything under it (a listbox, hint and error lines, a result). */
  children: ReactNode;
}

/** The wrapper every labelled control of the dashboard's forms shares; the control must carry `id`. */
export function LabelledField({ id, label, aside, className = '', children }: LabelledFieldProps) {
  const labelElement = (
    <label htmlFor={id} className="muted fs-80 bold uppercase tracking-02">
      {label}
    </label>
  );
  return (
    <div className={`counted-field grid gap-35 min-w-0 ${className}`.trim()}>
      {aside === undefined ? (
        labelElement
      ) : (
        <div className="split items-baseline">
          {labelElement}
          {aside}
        </div>
      )}
      {children}
    </div>
  );
}
