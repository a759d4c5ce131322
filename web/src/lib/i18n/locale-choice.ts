// The visitor's language choice as pages without a URL prefix read it: the switcher's cookie (remember-locale.ts), else the browser's languages.
import { LOCALE_COOKIE, LOCALES, type Locale } from '#shared/constants/locales';
import { preferredLocale } from '#shared/logic/accept-language';
import { isLocale } from '#shared/logic/locale-paths';

/** The locale the switcher's cookie holds, or null when none was chosen (or the value is not a locale). */
export function chosenLocale(): Locale | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = entry?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}

/**
 * The locale of pages without a URL prefix (the dashboard): the visitor's choice, else the first
 * of the browser's preferred languages we support, else English.
 */
export function browserLocale(): Locale {
  return chosenLocale() ?? preferredLocale(navigator.languages.join(',')) ?? LOCALES[0];
}
