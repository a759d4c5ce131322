// A friendly error element for a route region, instead of React Router's default error page.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import NotFoundPage from './not-found-page';

/** Shows what went wrong in this region, with ways to recover; a 404 response shows the 404 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="page-center" role="alert">
      <div>
        <h1>Something went wrong</h1>
        <p>This part of the page could not be shown. Reloading usually fixes it.</p>
        <div>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload page
          </button>{' '}
          <Link className="button button--secondary" to="/">
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
