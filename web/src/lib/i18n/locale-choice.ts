// The visitor's language choice: the cookie the switcher sets, read by the Worker on `/` and by the dashboard.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, type Locale } from '#shared/constants/locales';
import { preferredLocale } from '#shared/logic/accept-language';
import { isLocale } from '#shared/logic/locale-paths';

/** Remembers `locale` as this browser's choice for a year, on every path (not secret: no HttpOnly needed). */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: set synchronously before the link navigates away; the Cookie Store API is async
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

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
