// The theme switch (system, light, dark) of the site footer and the dashboard header: the choice lives in a cookie the Worker reads before the first paint.
import { useEffect, useId, useState } from 'react';
import { fixedThemeOf, THEME_CHOICES, type ThemeChoice, themeCookie } from '#shared/logic/theme';
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
 * A labelled select of the three choices. It renders 'system' on the server and in the first
 * client render (so hydration matches the pre-rendered HTML), then shows the stored choice.
 */
export function ThemeSwitch() {
  const id = useId();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(fixedThemeOf(document.cookie) ?? 'system'), []);
  return (
    <span className="theme-switch">
      <label htmlFor={id} className="theme-switch__label">
        {THEME_TEXTS.label}
      </label>
      <select
        id={id}
        className="theme-switch__select"
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          applyTheme(next);
          setChoice(next);
        }}
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
