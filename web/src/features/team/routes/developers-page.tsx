// /developers, the older team page: 'Meet the Developers' with the member cards and a 'Back to Home' link.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { PageHeader } from '#web/components/site/page-header';
import { MemberList } from '../components/member-list';
import { developersHandle } from '../meta';
import { TEAM_TEXTS } from '../texts';
import '../team.css';
import { localPath } from '#web/lib/i18n/local-path';

export const handle = developersHandle;

export default function DevelopersPage() {
  return (
    <main className="team">
      <PageHeader title={TEAM_TEXTS.developersTitle} lead={TEAM_TEXTS.developersLead} />
      <section className="site-container" aria-label={TEAM_TEXTS.membersLabel}>
        <MemberList />
        <p className="team__back center">
          <Link className="button button--secondary" to={localPath(paths.home)}>
            {TEAM_TEXTS.backHome}
          </Link>
        </p>
      </section>
    </main>
  );
}
