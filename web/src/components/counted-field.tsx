// A labelled text input or text area with a live "used/limit" counter and an optional error line.

import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { t } from '#web/lib/i18n/i18n';
import { describedBy, FieldNotes } from './field-notes';
import { LabelledField } from './labelled-field';
import './counted-field.css';
import { formatUsage } from '#web/lib/i18n/format-count';

/** Props of a counted field. Typing past `max` is allowed (nothing is cut off) but flagged. */
export interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Character limit shown in the counter; omit for a field without a counter. */
  max?: number;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  type?: 'text' | 'url';
  /** A problem with the value, shown under the field and announced with it. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Keeps the value as it is (e.g. while it is being saved) without dropping the focus, as `disabled` would. */
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onFocus?: () => void;
  className?: string;
  /** More attributes and handlers for the input (e.g. an autocomplete's combobox ones). */
  inputProps?: HTMLAttributes<HTMLInputElement & HTMLTextAreaElement>;
  /** Drawn right under the input, before the hint (e.g. an autocomplete's listbox). */
  children?: ReactNode;
}

/** Renders label, field, counter (red once over the limit), hint and error, wired up with aria attributes. */
export function CountedField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  rows = 4,
  placeholder,
  type = 'text',
  error,
  hint,
  disabled,
  readOnly,
  inputRef,
  onFocus,
  className = '',
  inputProps,
  children,
}: CountedFieldProps) {
  const id = useId();
  const over = max !== undefined && value.length > max;
  const shared = {
    id,
    value,
    placeholder,
    disabled,
    readOnly,
    onFocus,
    className: 'field counted-field__input',
    'aria-invalid': Boolean(error) || over,
    'aria-describedby': describedBy(id, { count: max !== undefined, hint, error }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...inputProps,
  };
  const counter =
    max === undefined ? undefined : (
      <span
        id={`${id}-count`}
        className={over ? 'counted-field__count faint fs-75 danger bold' : 'counted-field__count faint fs-75'}
      >
        <span className="visually-hidden">{t('editors.countedField.used')}</span>
        {formatUsage(value.length, max)}
      </span>
    );
  return (
    <LabelledField id={id} label={label} aside={counter} className={className}>
      {multiline ? (
        <textarea ref={inputRef} rows={rows} {...shared} />
      ) : (
        <input ref={inputRef} type={type} {...shared} />
      )}
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </LabelledField>
  );
}
