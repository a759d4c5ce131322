// Which locale and catalogues a page needs: public pages by their URL prefix, the other pages by the visitor's choice.
import type { Locale } from '#shared/constants/locales';
import { directionOf, localeOfPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { isDashboardPath, paths } from '#shared/site-routes';
import { activateLocale, type Namespace } from './i18n';
import { LOCALIZED_PAGES } from './local-path';
import { browserLocale } from './locale-choice';

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
 * (the dashboard and the other unprefixed pages) the visitor's choice or browser languages.
 * Browser only: it reads the cookie and navigator.languages.
 */
export function pageLocale(pathname: string): Locale {
  const locale = localeOfPath(pathname);
  if (LOCALIZED_PAGES.has(unlocalizedPath(pathname)) || locale !== 'en') return locale;
  return browserLocale();
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
