// The one embed colour input: a colour picker beside a hex code box, with an optional reset to a default.

import { useEffect, useId, useState } from 'react';
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { LockableButton } from './lockable-button';
import './color-input.css';

const HEX = /^#?([0-9a-fA-F]{6})$/;

/** The input's texts: the group's label, the two inputs' names and the hex box's error. */
export const COLOR_INPUT_TEXTS = localized(() => textsOf('editors.color'));

/**
 * Edits a `#rrggbb` colour. The hex box only passes on complete, valid codes (with or without
 * '#', any case; passed on lower-cased with '#'); while it holds anything else it shows the
 * error and the last valid colour stays, and leaving the box puts that colour back in it.
 * With `resetTo`, a 'Default' button sets that colour (locked while it is already set, so pressing
 * it keeps the focus).
 */
export function ColorInput({
  value,
  onChange,
  resetTo,
}: {
  value: string;
  onChange: (hex: string) => void;
  resetTo?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = HEX.test(text.trim());
  const commit = (next: string) => {
    setText(next);
    const digits = HEX.exec(next.trim())?.[1];
    if (digits) onChange(`#${digits.toLowerCase()}`);
  };
  return (
    <fieldset className="color-input grid gap-35 min-w-0">
      <legend className="muted fs-80 bold uppercase tracking-02">{COLOR_INPUT_TEXTS.label}</legend>
      <div className="color-input__row flex items-center gap-2">
        <input
          type="color"
          className="field color-input__swatch pointer flex-none"
          aria-label={COLOR_INPUT_TEXTS.picker}
          value={value}
          onChange={(event) => commit(event.target.value)}
        />
        <input
          id={id}
          className="field counted-field__input color-input__hex mono"
          aria-label={COLOR_INPUT_TEXTS.hex}
          aria-invalid={!valid || undefined}
          aria-describedby={valid ? undefined : `${id}-error`}
          value={text}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => commit(event.target.value)}
          onBlur={() => setText(value)}
        />
        {resetTo && (
          <LockableButton
            type="button"
            className="button button--secondary color-input__reset"
            locked={value === resetTo}
            onClick={() => onChange(resetTo)}
          >
            {COLOR_INPUT_TEXTS.reset}
          </LockableButton>
        )}
      </div>
      {!valid && (
        <p id={`${id}-error`} className="fs-80 danger">
          {COLOR_INPUT_TEXTS.invalid}
        </p>
      )}
    </fieldset>
  );
}
