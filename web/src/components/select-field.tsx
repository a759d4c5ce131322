// A labelled select with an optional hint and error line, styled like the counted text fields.
import { useId } from 'react';
import { describedBy, FieldNotes } from './field-notes';
import { LabelledField } from './labelled-field';
import './counted-field.css';

/** One option of the select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of a labelled select: its label, value, options and change handler, and its notes. */
export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** Renders label, select, hint and error, wired up with aria attributes. */
export function SelectField({ label, value, options, onChange, hint, error }: SelectFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label}>
      <select
        id={id}
        className="field counted-field__input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </LabelledField>
  );
}
