// A team member card: avatar (or initials) with a status dot, name, role, description and Discord link.

import { ExternalLink } from '#web/components/site/external-link';
import type { TeamMember } from '../logic/team-members';
import { TEAM_TEXTS } from '../texts';

/** Up to two initials of a name, for members without an avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The card; the status dot is also spelled out for screen readers. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="member-card flex items-center center column site-card">
      <div className="member-card__avatar grid extrabold">
        {member.avatar ? (
          <img src={member.avatar} alt="" width={88} height={88} />
        ) : (
          <span aria-hidden="true">{initialsOf(member.name)}</span>
        )}
        <span className={`member-card__status member-card__status--${member.status}`}>
          <span className="visually-hidden">{TEAM_TEXTS.status[member.status]}</span>
        </span>
      </div>
      <h2 className="member-card__name">{member.name}</h2>
      <p className="member-card__role semibold">{member.role}</p>
      <p className="member-card__description muted grow">{member.description}</p>
      <ExternalLink
        className="member-card__link bold"
        href={member.discordUrl}
        aria-label={`${member.name}: ${TEAM_TEXTS.profile}`}
      >
        {TEAM_TEXTS.profile}
      </ExternalLink>
    </li>
  );
}
