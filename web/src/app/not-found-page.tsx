// The 404 page shown for every unknown path.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { CenteredPanel } from '../components/site/centered-panel';

/** The spec's 404 text with a link back to the home page. */
export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist.";

export default function NotFoundPage() {
  return (
    <CenteredPanel title="404" icon={<span className="site-gradient-text">?</span>}>
      <p>{NOT_FOUND_TEXT}</p>
      <p className="centered-panel__actions">
        <Link className="button" to={paths.home}>
          Back to Home
        </Link>
        <Link className="button button--secondary" to={paths.commands}>
          Browse Commands
        </Link>
      </p>
    </CenteredPanel>
  );
}
