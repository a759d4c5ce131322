// A friendly error element for a route region, instead of React Router's default error page.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { SITE_TEXTS } from '../components/site/site-texts';
import { localPath } from '../lib/i18n/local-path';
import NotFoundPage from './not-found-page';

/** Shows what went wrong in this region, with ways to recover; a 404 response shows the 404 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="page-center" role="alert">
      <div>
        <h1>{SITE_TEXTS.errorTitle}</h1>
        <p>{SITE_TEXTS.errorLead}</p>
        <div>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {SITE_TEXTS.reload}
          </button>{' '}
          <Link className="button button--secondary" to={localPath(paths.home)}>
            {SITE_TEXTS.backHome}
          </Link>
        </div>
      </div>
    </main>
  );
}
