// The public site's frame: skip link, loading bar, top navigation, the page, and the footer.
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteNav } from '../../components/site/site-nav';
import './public-layout.css';

/** Wraps every marketing page; the landing page's navigation also links Team and Dashboard. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <div className="site">
      {navigation.state !== 'idle' && (
        <div className="site__progress" role="progressbar" aria-label="Loading page" />
      )}
      <a className="site__skip" href="#content">
        Skip to content
      </a>
      <SiteNav isHome={pathname === paths.home} />
      <div id="content" className="site__content" tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
