// Every text of the landing page (spec sections 1 and 2), defined once so tests can assert them.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { SITE_CLAIMS } from '#web/lib/site/site';

export const HOME_TEXTS = {
  eyebrow: `Trusted by ${SITE_CLAIMS.homeServers} servers`,
  title: PRODUCT_NAME,
  tagline: 'The ultimate moderation & utility bot for Discord.',
  lead: 'Stop raids before they start, automate the busywork and keep your community thriving, with one bot and a dashboard that makes it easy.',
  badges: ['Lightning Fast', 'Advanced Security', 'Community Focused'],
  addToServer: 'Add to Server',
  dashboard: 'Dashboard',
  statsLabel: `${PRODUCT_NAME} in numbers`,
  stats: { uptime: 'Uptime', servers: 'Servers', commands: 'Commands', support: 'Support' },
  supportValue: '24/7',
  featuresTitle: 'Everything your server needs',
  featuresLead: 'From first-line defence to day-to-day community care, all in one place.',
  features: [
    {
      icon: 'shield',
      title: 'Advanced Moderation',
      description: 'Spam detection, warnings and punishment systems that keep order without the busywork.',
    },
    {
      icon: 'refresh',
      title: 'Smart Automation',
      description: 'Custom commands, auto-roles, welcome messages and scheduled announcements on autopilot.',
    },
    {
      icon: 'chart',
      title: 'Server Analytics',
      description: 'See how your community grows and which commands your members use most.',
    },
    {
      icon: 'message',
      title: '24/7 Support',
      description: 'A friendly team and community on hand in our support server, whenever you need help.',
    },
  ],
  ctaTitle: 'Ready to protect your server?',
  ctaLead: `Join ${SITE_CLAIMS.homeServers} servers that trust ${PRODUCT_NAME}. Setup takes less than a minute.`,
  ctaCommands: 'Browse Commands',
} as const;

/** The mock chat shown beside the hero: the bot stopping a nuke attempt. */
export const HERO_PREVIEW = {
  channel: 'security-logs',
  time: 'Today at 21:04',
  title: 'Antinuke: attack stopped',
  lines: [
    ['Action', 'Mass channel deletion'],
    ['Executor', '@compromised-admin'],
    ['Punishment', 'Banned'],
    ['Channels restored', '12 of 12'],
  ],
  footer: 'Reacted in 0.3 s',
} as const;
