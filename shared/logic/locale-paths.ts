// Locale of a URL path and the same page's path in another locale (English unprefixed, /es/, /pt-br/, ...).
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale, RTL_LOCALES } from '../constants/locales';

/** True when `value` is one of the supported locale codes, exactly as spelled in LOCALES. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `ltr` or `rtl`: the writing direction of `locale`, for `<html dir>`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** The locale whose prefix starts `pathname` (`/es`, `/es/`, `/es/commands`); English for any other path. */
export function localeOfPath(pathname: string): Locale {
  const segment = pathname.split('/')[1] ?? '';
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE && LOCALE_PREFIXES[locale] === `/${segment}`) return locale;
  }
  return DEFAULT_LOCALE;
}

/** `pathname` without its locale prefix: `/es/commands` → `/commands`, `/es/` → `/`; English paths unchanged. */
export function unlocalizedPath(pathname: string): string {
  const prefix = LOCALE_PREFIXES[localeOfPath(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/**
 * The path of the unprefixed page `path` in `locale`: `/commands` → `/de/commands`, `/` → `/de/`
 * (each locale's home ends with a slash). English paths are returned unchanged.
 */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
