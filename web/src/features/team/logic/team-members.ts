// The core team shown on /team and /developers (spec section 3: team member); roles and descriptions read from the message catalogue.
import { localized, t } from '#web/lib/i18n/i18n';

/** Presence shown as a coloured dot on a member card. */
export type MemberStatus = 'online' | 'idle' | 'offline';

/** A team member. `discordUrl` opens their Discord profile; `avatar` is a site path or null for initials. */
export interface TeamMember {
  name: string;
  role: string;
  avatar: string | null;
  discordUrl: string;
  status: MemberStatus;
  description: string;
  stats: readonly { label: string; value: string }[];
}

/** The three core team members, in display order, in the active locale. */
export const TEAM_MEMBERS: readonly TeamMember[] = localized((): TeamMember[] => [
  {
    name: 'Arjun Mehta',
    role: t('team.member.arjun.role'),
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000101',
    status: 'online',
    description: t('team.member.arjun.description'),
    stats: [],
  },
  {
    name: 'Sara Iyer',
    role: t('team.member.sara.role'),
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000102',
    status: 'idle',
    description: t('team.member.sara.description'),
    stats: [],
  },
  {
    name: 'Kabir Rao',
    role: t('team.member.kabir.role'),
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000103',
    status: 'offline',
    description: t('team.member.kabir.description'),
    stats: [],
  },
]);
