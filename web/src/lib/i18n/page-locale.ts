// Which locale and catalogues a page needs: public pages by their URL prefix, the other pages by the visitor's choice.
import type { Locale } from '#shared/constants/locales';
import { localeOfPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { paths } from '#shared/site-routes';
import type { Namespace } from './i18n';
import { LOCALIZED_PAGES } from './local-path';

/** The catalogues the page at `pathname` (with or without its locale prefix) shows texts from. */
export function namespacesOf(pathname: string): Namespace[] {
  const page = unlocalizedPath(pathname);
  if (page === paths.commands) return ['site', 'commands'];
  if (page === paths.features) return ['site', 'features'];
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
