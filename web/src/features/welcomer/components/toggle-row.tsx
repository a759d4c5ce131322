// An on/off switch with its label and an optional hint.
import { useId } from 'react';

/** A labelled switch (a checkbox with role switch, so it works with Space and screen readers). */
export function ToggleRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="inset split wc-toggle gap-4">
      <div className="wc-toggle__text">
        <label htmlFor={id} className="wc-toggle__label semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="wc-toggle__hint faint fs-85">
            {hint}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="wc-toggle__switch relative pointer flex-none"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
