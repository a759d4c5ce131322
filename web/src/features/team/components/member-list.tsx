// The cards of every team member, as /team and /developers list them.
import { TEAM_MEMBERS } from '../logic/team-members';
import { MemberCard } from './member-card';

/** Every member's card, in `TEAM_MEMBERS` order. */
export function MemberList() {
  return (
    <ul className="team__members grid gap-6">
      {TEAM_MEMBERS.map((member) => (
        <MemberCard key={member.name} member={member} />
      ))}
    </ul>
  );
}
