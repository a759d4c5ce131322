// The public site's footer: the brand and every footer link of spec section 2.

import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { usePublicConfig } from '#web/lib/public-config';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { BrandMark } from './brand-mark';
import { ExternalLink } from './external-link';
import { FOOTER_COLUMNS } from './site-links';
import './site-footer.css';
import { localPath } from '#web/lib/i18n/local-path';
import { LanguageSwitcher } from './language-switcher';
import { SITE_TEXTS } from './site-texts';
import { ThemeForm } from './theme-form';

/** The footer shown under every public page. */
export function SiteFooter() {
  const { supportInviteUrl } = usePublicConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to={localPath(paths.home)} className="site-footer__logo">
            <BrandMark size={28} />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <p>{SITE_TEXTS.footerBlurb}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {'support' in link ? (
                    <ExternalLink href={supportInviteUrl}>{link.label}</ExternalLink>
                  ) : (
                    <Link to={localPath(link.to)}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__settings">
        <LanguageSwitcher className="site-footer__languages" />
        <ThemeForm />
      </div>
      <p className="site-footer__legal">{SITE_TEXTS.footerLegal}</p>
    </footer>
  );
}
