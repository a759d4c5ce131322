// Page header: back to the server dashboard, the title and the live-preview badge.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { WELCOME_TEXTS as T } from '../texts';

/** Renders the header for server `serverId`. */
export function WelcomeHeader({ serverId }: { serverId: string }) {
  return (
    <header className="wc-header">
      <Link
        to={paths.server(serverId)}
        className="button button--secondary wc-header__back"
        aria-label={T.backLabel}
      >
        <span aria-hidden="true">←</span> {T.back}
      </Link>
      <div className="wc-header__titles">
        <h1>{T.title}</h1>
        <p>{T.subtitle}</p>
      </div>
      <span className="wc-header__badge">
        <span className="wc-header__dot" aria-hidden="true" />
        {T.liveBadge}
      </span>
    </header>
  );
}
