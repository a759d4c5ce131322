// The public site's top navigation: solid and blurred once scrolled, a toggle menu on small screens.

import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { NAV_SCROLL_THRESHOLD_PX } from '#shared/constants/site-frame';
import { paths } from '#shared/site-routes';
import { usePublicConfig } from '#web/lib/public-config';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { BrandMark } from './brand-mark';
import { ExternalLink } from './external-link';
import { NAV_LINKS } from './site-links';
import { useScrolled } from './use-scrolled';
import './site-nav.css';
import { localPath } from '#web/lib/i18n/local-path';
import { LanguageSwitcher } from './language-switcher';
import { SITE_TEXTS } from './site-texts';

const MENU_ID = 'site-nav-menu';

/**
 * The navigation bar. `isHome` adds the landing-only links (Team, Dashboard). On small screens the
 * links sit in a popover the menu button toggles (works before JavaScript loads; Escape and a click
 * outside close it); following a link closes it too.
 */
export function SiteNav({ isHome }: { isHome: boolean }) {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const { supportInviteUrl } = usePublicConfig();
  const menu = useRef<HTMLUListElement>(null);
  const closeMenu = () => menu.current?.hidePopover?.();
  const links = NAV_LINKS.filter((link) => isHome || !('homeOnly' in link && link.homeOnly));
  return (
    <header className={scrolled ? 'site-nav site-nav--solid' : 'site-nav'}>
      <nav className="site-nav__inner" aria-label={SITE_TEXTS.mainNav}>
        <Link to={localPath(paths.home)} className="site-nav__brand" onClick={closeMenu}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <button type="button" className="well site-nav__toggle" popoverTarget={MENU_ID}>
          <span className="site-nav__burger" aria-hidden="true" />
          <span className="visually-hidden">{SITE_TEXTS.menu}</span>
        </button>
        <ul id={MENU_ID} ref={menu} className="site-nav__menu" popover="auto">
          {links.map((link) => (
            <li key={link.label}>
              {'support' in link ? (
                <ExternalLink href={supportInviteUrl} className="site-nav__link">
                  {link.label} <span aria-hidden="true">↗</span>
                </ExternalLink>
              ) : (
                <NavLink to={localPath(link.to)} end className="site-nav__link" onClick={closeMenu}>
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        <LanguageSwitcher className="site-nav__languages" />
      </nav>
    </header>
  );
}
