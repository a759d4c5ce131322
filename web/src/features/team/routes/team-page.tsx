// /team, 'Our Core Team': member cards with status, the team's numbers and a 'Join Discord' call to action.

import { ExternalLink } from '#web/components/site/external-link';
import { PageHeader } from '#web/components/site/page-header';
import { StatTiles } from '#web/components/site/stat-tiles';
import { usePublicConfig } from '#web/lib/public-config';
import { SITE_CLAIMS } from '#web/lib/site/site';
import { MemberList } from '../components/member-list';
import { teamHandle } from '../meta';
import { TEAM_TEXTS } from '../texts';
import '../team.css';

export const handle = teamHandle;

export default function TeamPage() {
  const { supportInviteUrl } = usePublicConfig();
  const stats = [
    { value: SITE_CLAIMS.uptime, label: TEAM_TEXTS.stats.uptime },
    { value: SITE_CLAIMS.activeUsers, label: TEAM_TEXTS.stats.activeUsers },
    { value: SITE_CLAIMS.features, label: TEAM_TEXTS.stats.features },
    { value: SITE_CLAIMS.commandsExecuted, label: TEAM_TEXTS.stats.commandsExecuted },
  ];
  return (
    <main className="team">
      <PageHeader eyebrow={TEAM_TEXTS.eyebrow} title={TEAM_TEXTS.title} lead={TEAM_TEXTS.lead} />
      <section className="site-container" aria-label={TEAM_TEXTS.membersLabel}>
        <MemberList />
        <StatTiles tiles={stats} label={TEAM_TEXTS.statsLabel} />
      </section>
      <section className="site-section site-container" aria-labelledby="team-join">
        <div className="team__join center">
          <h2 id="team-join">{TEAM_TEXTS.joinTitle}</h2>
          <p>{TEAM_TEXTS.joinLead}</p>
          <ExternalLink className="button" href={supportInviteUrl}>
            {TEAM_TEXTS.joinDiscord}
          </ExternalLink>
        </div>
      </section>
    </main>
  );
}
