// The language switcher of the site's header and footer: the same page in every language, remembered in a cookie.
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES } from '#shared/constants/locales';
import { localizedPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { activeLocale } from '#web/lib/i18n/i18n';
import { LOCALIZED_PAGES } from '#web/lib/i18n/local-path';
import { rememberLocale } from '#web/lib/i18n/remember-locale';
import { SITE_TEXTS } from './site-texts';
import './language-switcher.css';

/**
 * A disclosure listing every language; each entry links to this page in that language (pages
 * without a locale prefix, such as the dashboard, stay where they are) and, when followed,
 * remembers the choice so the Worker never redirects this visitor again. The links load a whole
 * new document, so the page comes with its own language's texts, `lang` and `dir`.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname } = useLocation();
  const current = activeLocale();
  const page = unlocalizedPath(pathname);
  return (
    <details className={`language-switcher ${className}`}>
      <summary>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="visually-hidden">
          {SITE_TEXTS.language}: {LOCALE_NAMES[current]}
        </span>
      </summary>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={LOCALIZED_PAGES.has(page) ? localizedPath(locale, page) : pathname}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
