// The editors' preview stage: the theme, width and display switches above the preview, drawn in the chosen modes.

import { type ReactNode, useId } from 'react';
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { useAtom } from '#web/lib/jotai';
import {
  PREVIEW_DENSITIES,
  PREVIEW_THEMES,
  PREVIEW_WIDTHS,
  type PreviewModes,
  previewModesAtom,
} from './preview-modes';
import './preview-stage.css';

/** Texts of the preview switches. */
export const PREVIEW_MODE_TEXTS = localized(() => ({
  ...textsOf('editors.preview'),
  names: textsOf('editors.preview'),
}));

type ModeName = keyof typeof PREVIEW_MODE_TEXTS.names;

/** One switch: a small radio group (a fieldset named by its legend) choosing `modes[mode]`. */
function ModeSwitch<K extends keyof PreviewModes>({
  mode,
  options,
  modes,
  onChange,
}: {
  mode: K;
  options: readonly PreviewModes[K][];
  modes: PreviewModes;
  onChange: (next: PreviewModes) => void;
}) {
  const name = `${useId()}-${mode}`;
  return (
    <fieldset className="preview-stage__switch flex items-center wrap">
      <legend className="faint">{PREVIEW_MODE_TEXTS[mode]}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-1 pointer">
          <input
            type="radio"
            name={name}
            checked={modes[mode] === option}
            onChange={() => onChange({ ...modes, [mode]: option })}
          />
          <span>{PREVIEW_MODE_TEXTS.names[option as ModeName]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The switches (Theme: Dark/Light, Width: Desktop/Mobile, Message display: Cozy/Compact) and
 * `children` drawn in those modes. The choice is shared by every editor and remembered.
 */
export function PreviewStage({ children }: { children: ReactNode }) {
  const [modes, setModes] = useAtom(previewModesAtom);
  return (
    <div className="preview-stage grid gap-2 min-w-0">
      <div className="preview-stage__switches flex wrap fs-80">
        <ModeSwitch mode="theme" options={PREVIEW_THEMES} modes={modes} onChange={setModes} />
        <ModeSwitch mode="width" options={PREVIEW_WIDTHS} modes={modes} onChange={setModes} />
        <ModeSwitch mode="density" options={PREVIEW_DENSITIES} modes={modes} onChange={setModes} />
      </div>
      <div
        className={`preview-frame min-w-0 preview-frame--${modes.theme} preview-frame--${modes.width} preview-frame--${modes.density}`}
      >
        {children}
      </div>
    </div>
  );
}
