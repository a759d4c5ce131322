// The embed colour: a colour picker beside a hex code box, with a reset to the default #5865f2.
import { useEffect, useId, useState } from 'react';
import { DEFAULT_EMBED_COLOR } from '#shared/constants/limits';

const HEX = /^#?([0-9a-fA-F]{6})$/;

/** Shown under the hex box while it holds something that is not a 6-digit hex code. */
export const HEX_ERROR = 'Enter a 6-digit hex colour such as #5865f2';

/**
 * Edits a `#rrggbb` colour. The hex box only passes on complete, valid codes (lower-cased, with
 * '#'); while it holds anything else it shows HEX_ERROR and the last valid colour stays.
 */
export function ColorInput({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = HEX.test(text.trim());
  const typeHex = (next: string) => {
    setText(next);
    const digits = HEX.exec(next.trim())?.[1];
    if (digits) onChange(`#${digits.toLowerCase()}`);
  };
  return (
    <div className="counted-field">
      <span className="counted-field__label" id={`${id}-label`}>
        Colour
      </span>
      <div className="embed-color">
        <input
          type="color"
          className="embed-color__swatch"
          aria-label="Colour picker"
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <input
          id={id}
          className="counted-field__input embed-color__hex"
          aria-label="Colour hex code"
          aria-invalid={!valid || undefined}
          aria-describedby={valid ? undefined : `${id}-error`}
          value={text}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => typeHex(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary embed-color__reset"
          disabled={value === DEFAULT_EMBED_COLOR}
          onClick={() => onChange(DEFAULT_EMBED_COLOR)}
        >
          Default
        </button>
      </div>
      {!valid && (
        <p id={`${id}-error`} className="counted-field__error">
          {HEX_ERROR}
        </p>
      )}
    </div>
  );
}
