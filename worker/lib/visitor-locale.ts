// The language of pages without a URL prefix (the dashboard): the visitor's choice, else their browser's, as the SPA picks it.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '#shared/constants/locales';
import { preferredLocale } from '#shared/logic/accept-language';
import { isLocale } from '#shared/logic/locale-paths';

/** What an answer chosen by visitorLocale depends on besides the URL, for its `Vary` header. */
export const VISITOR_LOCALE_VARY = 'Cookie, Accept-Language';

/**
 * The locale of the request's visitor: the language switcher's cookie when it holds a supported
 * locale, else the supported locale `Accept-Language` prefers most, else English. The same choice
 * the SPA makes in the browser (web/src/lib/i18n/locale-choice.ts, `browserLocale`).
 */
export function visitorLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return preferredLocale(c.req.header('Accept-Language')) ?? DEFAULT_LOCALE;
}
