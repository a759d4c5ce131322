// Which locale and catalogues a page needs: public pages by their URL prefix, the other pages by the visitor's choice.
import type { Locale } from '#shared/constants/locales';
import { localeOfPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { paths } from '#shared/site-routes';
import type { Namespace } from './i18n';
import { LOCALIZED_PAGES } from './local-path';
import { browserLocale } from './locale-choice';

/** The catalogues the page at `pathname` (with or without its locale prefix) shows texts from. */
export function namespacesOf(pathname: string): Namespace[] {
  const page = unlocalizedPath(pathname);
  if (page === paths.commands) return ['site', 'commands'];
  if (page === paths.features) return ['site', 'features'];
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
