// The public site's frame: skip link, top navigation, the page, and the footer.
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { SiteFooter } from '#web/components/site/site-footer';
import { SiteNav } from '#web/components/site/site-nav';
import './public-layout.css';
import { unlocalizedPath } from '#shared/logic/locale-paths';
import { SITE_TEXTS } from '#web/components/site/site-texts';

/** Wraps every marketing page; the landing page's navigation also links Team and Dashboard. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <a className="site__skip" href="#content">
        {SITE_TEXTS.skipToContent}
      </a>
      <SiteNav isHome={unlocalizedPath(pathname) === paths.home} />
      <div id="content" className="site__content" tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
