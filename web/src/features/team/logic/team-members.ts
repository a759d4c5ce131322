// The core team shown on /team and /developers (spec section 3: team member).

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

/** The three core team members, in display order. */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    name: 'Arjun Mehta',
    role: 'Founder & Lead Developer',
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000101',
    status: 'online',
    description: 'Designs the bot and its protection engine, and still answers support tickets himself.',
    stats: [],
  },
  {
    name: 'Sara Iyer',
    role: 'Backend & Infrastructure',
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000102',
    status: 'idle',
    description: 'Keeps the bot fast and online around the clock, and builds the dashboard API.',
    stats: [],
  },
  {
    name: 'Kabir Rao',
    role: 'Community & Support Lead',
    avatar: null,
    discordUrl: 'https://discord.com/users/1100000000000000103',
    status: 'offline',
    description: 'Runs the support server, collects your feedback and turns it into features.',
    stats: [],
  },
];
