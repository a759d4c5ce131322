// The public site's theme switch (system, light, dark): a plain form the Worker answers, so it adds no script to the public pages.
import { useLocation } from 'react-router-dom';
import { THEME_CHOICES, THEME_FORM_FIELDS, THEME_FORM_PATH } from '#shared/logic/theme';
import { SITE_TEXTS } from './site-texts';
import './theme-form.css';

/**
 * Three submit buttons posting the choice and this page's path to the Worker, which sets the theme
 * cookie and sends the visitor back here (worker/routes/theme-choice.ts); it works before and
 * without hydration. Once mounted, the button of the current choice (what the Worker marked on
 * <html>) is `aria-pressed`; the pre-rendered HTML marks none, and CSS highlights the current one.
 */
export function ThemeForm() {
  const { pathname, search } = useLocation();
  return (
    <form className="theme-form" method="post" action={THEME_FORM_PATH}>
      <input type="hidden" name={THEME_FORM_FIELDS.back} value={`${pathname}${search}`} />
      <fieldset className="theme-form__choices">
        <legend className="theme-form__label">{SITE_TEXTS.theme.label}</legend>
        {THEME_CHOICES.map((choice) => (
          <button
            key={choice}
            type="submit"
            name={THEME_FORM_FIELDS.choice}
            value={choice}
            className={`theme-form__choice theme-form__choice--${choice}`}
            ref={(button) => {
              button?.setAttribute(
                'aria-pressed',
                String((document.documentElement.dataset.theme ?? 'system') === choice),
              );
            }}
          >
            {SITE_TEXTS.theme[choice]}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
