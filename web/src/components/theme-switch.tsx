// The theme switch (system, light, dark) of the dashboard header: the choice lives in a cookie the Worker reads before the first paint.
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice, themeCookie } from '#shared/logic/theme';
import { THEME_TEXTS } from './theme-texts';
import './theme-switch.css';

/**
 * Remembers `choice` for this browser (the theme cookie; 'system' forgets it) and applies it to the
 * page at once through `data-theme` on <html>, which the Worker sets on every later page.
 */
function applyTheme(choice: ThemeChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Worker reads this cookie to mark the HTML before its first paint; cookieStore is not in every supported browser.
  document.cookie = themeCookie(choice);
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

/**
 * A select of the three choices, labelled for screen readers. It renders 'system' on the server (so hydration matches
 * the pre-rendered HTML); once mounted it shows the choice the Worker marked on <html>.
 */
export function ThemeSwitch() {
  const id = useId();
  return (
    <span className="theme-switch items-center gap-2 muted fs-85">
      <label htmlFor={id} className="visually-hidden">
        {THEME_TEXTS.label}
      </label>
      <select
        id={id}
        className="field theme-switch__select"
        defaultValue="system"
        ref={(select) => {
          if (select) select.value = document.documentElement.dataset.theme ?? 'system';
        }}
        onChange={(event) => applyTheme(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {THEME_TEXTS[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
