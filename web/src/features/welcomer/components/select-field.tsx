// A labelled select with an optional hint and error line.
import { useId } from 'react';

/** One option of the select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Renders label, select, hint and error, wired up with aria attributes. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="counted-field">
      <label htmlFor={id} className="counted-field__label">
        {label}
      </label>
      <select
        id={id}
        className="counted-field__input wc-select"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="counted-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="counted-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
