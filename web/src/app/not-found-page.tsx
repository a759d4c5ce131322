// The 404 page shown for every unknown path.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { CenteredPanel } from '../components/site/centered-panel';
import { SITE_TEXTS } from '../components/site/site-texts';
import { localPath } from '../lib/i18n/local-path';

export default function NotFoundPage() {
  return (
    <CenteredPanel title="404" icon={<span className="site-gradient-text">?</span>}>
      <p>{SITE_TEXTS.notFound}</p>
      <p className="centered-panel__actions">
        <Link className="button" to={localPath(paths.home)}>
          {SITE_TEXTS.backHome}
        </Link>
        <Link className="button button--secondary" to={localPath(paths.commands)}>
          {SITE_TEXTS.browseCommands}
        </Link>
      </p>
    </CenteredPanel>
  );
}
