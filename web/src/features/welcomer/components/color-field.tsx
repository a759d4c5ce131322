// The embed colour: a colour picker and an editable hex box that commits only valid #rrggbb values.
import { useEffect, useId, useState } from 'react';
import { WELCOME_TEXTS as T } from '../texts';

const HEX = /^#?([0-9a-f]{6})$/i;

/** Renders the picker and hex box; typing a bad hex keeps the last good colour and says how to fix it. */
export function ColorField({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = HEX.test(text.trim());
  const commit = (next: string) => {
    setText(next);
    const match = HEX.exec(next.trim());
    if (match) onChange(`#${match[1]?.toLowerCase()}`);
  };
  return (
    <fieldset className="wc-color">
      <legend className="counted-field__label">{T.color}</legend>
      <div className="wc-color__row">
        <input
          type="color"
          className="wc-color__picker"
          aria-label={T.color}
          value={value}
          onChange={(event) => commit(event.target.value)}
        />
        <label htmlFor={id} className="visually-hidden">
          {T.colorHex}
        </label>
        <input
          id={id}
          className="counted-field__input wc-color__hex"
          value={text}
          maxLength={7}
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          onChange={(event) => commit(event.target.value)}
          onBlur={() => setText(value)}
        />
      </div>
      {!valid && (
        <p id={`${id}-error`} className="counted-field__error">
          {T.colorInvalid}
        </p>
      )}
    </fieldset>
  );
}
