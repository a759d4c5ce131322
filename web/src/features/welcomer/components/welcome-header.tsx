// The welcome page header's two ends: the back link to the server dashboard and the live-preview badge.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { WELCOME_TEXTS as T } from '../texts';

/** 'Back' to the dashboard of server `serverId`. */
export function WelcomeBackLink({ serverId }: { serverId: string }) {
  return (
    <Link to={paths.server(serverId)} className="button button--secondary wc-back" aria-label={T.backLabel}>
      <span aria-hidden="true">←</span> {T.back}
    </Link>
  );
}

/** The 'Live Preview' badge with its pulsing dot. */
export function LiveBadge() {
  return (
    <span className="wc-badge items-center fs-80 bold">
      <span className="wc-badge__dot" aria-hidden="true" />
      {T.liveBadge}
    </span>
  );
}
