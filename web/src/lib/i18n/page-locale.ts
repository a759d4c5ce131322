// Which locale and catalogues a page needs: public pages by their URL prefix, the other pages by the visitor's choice.
import type { Locale } from '#shared/constants/locales';
import { directionOf, localeOfPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { isDashboardPath, paths } from '#shared/site-routes';
import { activateLocale, type Namespace } from './i18n';
import { LOCALIZED_PAGES } from './local-path';

/** The catalogues of every dashboard page: the site's (error regions, 404) and the dashboard's frame. */
export const DASHBOARD_NAMESPACES: readonly Namespace[] = ['site', 'dashboard'];

/** The sign-in pages, which speak the dashboard's catalogue. */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set([paths.login, paths.authLanding, paths.logout]);

/**
 * The catalogues the page at `pathname` (with or without its locale prefix) shows texts from on
 * its first load; a dashboard tool's own catalogue loads with its page (app/lazy-pages.tsx).
 */
export function namespacesOf(pathname: string): Namespace[] {
  const page = unlocalizedPath(pathname);
  if (page === paths.commands) return ['site', 'commands'];
  if (page === paths.features) return ['site', 'features'];
  if (isDashboardPath(pathname) || SIGN_IN_PAGES.has(pathname)) return [...DASHBOARD_NAMESPACES];
  if (pathname === paths.userVerify || pathname === paths.success) return ['site', 'verification'];
  return ['site'];
}

/**
 * The locale of the page at `pathname`: a public page's (its prefix, English without one), else
 * (the dashboard and the other unprefixed pages) the visitor's choice or browser languages, whose
 * reader (with its Accept-Language parser) loads only for those pages.
 * Browser only: it reads the cookie and navigator.languages.
 */
export async function pageLocale(pathname: string): Promise<Locale> {
  if (!readsBrowserLocale(pathname)) return localeOfPath(pathname);
  const { browserLocale } = await import('./locale-choice');
  return browserLocale();
}

/** The source of the module pageLocale loads for such pages, so their HTML can preload it (entry-prerender.tsx). */
export const BROWSER_LOCALE_SOURCE = 'src/lib/i18n/locale-choice.ts';

/**
 * True when the page at `pathname` takes its locale from the visitor's choice or browser languages
 * (an unprefixed page that is not a public one: the dashboard, sign-in, 404), false when from its URL.
 */
export function readsBrowserLocale(pathname: string): boolean {
  return !LOCALIZED_PAGES.has(unlocalizedPath(pathname)) && localeOfPath(pathname) === 'en';
}

/**
 * Loads `namespaces` of `locale`, makes it the active locale and marks the document with its
 * `lang` and `dir`. Browser only.
 * @throws Error when a catalogue cannot be fetched (see activateLocale).
 */
export async function activateDocumentLocale(
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<void> {
  await activateLocale(locale, namespaces);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
