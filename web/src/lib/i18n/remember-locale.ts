// Writes the visitor's language choice: the cookie the switcher sets, read by the Worker on `/` and by the dashboard (locale-choice.ts).
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '#shared/constants/locales';

/** Remembers `locale` as this browser's choice for a year, on every path (not secret: no HttpOnly needed). */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: set synchronously before the link navigates away; the Cookie Store API is async
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
