// Every text of the team pages (/team and the older /developers), defined once so tests can assert them.

import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { MemberStatus } from './logic/team-members';

export const TEAM_TEXTS = {
  title: 'Our Core Team',
  eyebrow: `The people behind ${PRODUCT_NAME}`,
  lead: `A small, dedicated team building ${PRODUCT_NAME} in the open, with feedback from the community every step of the way.`,
  membersLabel: 'Team members',
  statsLabel: `${PRODUCT_NAME} in numbers`,
  stats: {
    uptime: 'Uptime',
    activeUsers: 'Active Users',
    features: 'Features',
    commandsExecuted: 'Commands Executed',
  },
  status: { online: 'Online', idle: 'Idle', offline: 'Offline' } satisfies Record<MemberStatus, string>,
  profile: 'Discord profile',
  joinTitle: 'Want to meet us?',
  joinLead: 'Say hello in our Discord server: share ideas, report bugs, or just hang out with the team.',
  joinDiscord: 'Join Discord',
  developersTitle: 'Meet the Developers',
  developersLead: `The developers who design, build and run ${PRODUCT_NAME}.`,
  backHome: 'Back to Home',
} as const;
