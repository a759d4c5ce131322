// The site's languages: their codes, URL prefixes, writing direction and the cookie that keeps a visitor's choice.

/** Every supported locale, English first (the default, served without a URL prefix). */
export const LOCALES = ['en', 'es', 'pt-BR', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale of unprefixed URLs and the fallback when nothing else matches. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of each locale's public pages; English has none. */
export const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = {
  en: '',
  es: '/es',
  'pt-BR': '/pt-br',
  de: '/de',
  ar: '/ar',
};

/** Locales written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Each language's own name, as the language switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  ar: 'العربية',
};

/** The cookie the language switcher sets: the visitor's chosen locale, read by the Worker and the dashboard. */
export const LOCALE_COOKIE = 'warden_locale';

/** How long the choice is kept: a year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;
