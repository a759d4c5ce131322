// The 'Coming Soon' page, shown at /settings and /premium/renew: a notify-me form and ways onward.

import { Link, useLocation } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ExternalLink } from '#web/components/site/external-link';
import { PageHeader } from '#web/components/site/page-header';
import { usePublicConfig } from '#web/lib/public-config';
import { NotifyForm } from '../components/notify-form';
import { comingSoonHandle } from '../meta';
import { COMING_SOON_TEXTS } from '../texts';
import '../coming-soon.css';
import { unlocalizedPath } from '#shared/logic/locale-paths';
import { localPath } from '#web/lib/i18n/local-path';

export const handle = comingSoonHandle;

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const { supportInviteUrl } = usePublicConfig();
  const page = unlocalizedPath(pathname);
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page;
  return (
    <main className="coming-soon">
      <PageHeader
        eyebrow={COMING_SOON_TEXTS.eyebrow}
        title={COMING_SOON_TEXTS.title}
        lead={COMING_SOON_TEXTS.leads[path] ?? COMING_SOON_TEXTS.defaultLead}
      >
        <NotifyForm />
        <p className="coming-soon__links flex wrap gap-3">
          <Link className="button button--secondary" to={localPath(paths.home)}>
            {COMING_SOON_TEXTS.backHome}
          </Link>
          <ExternalLink className="button button--secondary" href={supportInviteUrl}>
            {COMING_SOON_TEXTS.support}
          </ExternalLink>
        </p>
      </PageHeader>
    </main>
  );
}
