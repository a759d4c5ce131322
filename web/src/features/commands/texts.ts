// Every text of the Command Center (spec sections 2 to 4), defined once so tests can assert them.
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const COMMANDS_TEXTS = {
  title: 'Command Center',
  eyebrow: 'Every command, one place',
  lead: `Browse all of ${PRODUCT_NAME}'s commands, find the one you need and copy it straight into Discord.`,
  statsLabel: 'Command Center in numbers',
  stats: { commands: 'Commands', categories: 'Categories', servers: 'Servers', users: 'Users' },
  searchLabel: 'Search commands',
  searchPlaceholder: 'Search commands...',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  sortLabel: 'Sort by',
  sortOptions: { name: 'Name', popularity: 'Popularity' },
  viewLabel: 'View',
  viewOptions: { grid: 'Grid', list: 'List' },
  reset: 'Reset',
  noResults: 'No commands found',
  noResultsHint: 'Try another name, or reset the filters to see every command.',
  popular: 'Popular category',
  popularity: 'Popularity',
  commandCount: (count: number) => (count === 1 ? '1 command' : `${count} commands`),
  resultCount: (count: number) => (count === 1 ? 'Showing 1 command' : `Showing ${count} commands`),
  copyAction: 'Copy',
  copied: 'Copied',
  usage: 'Usage',
  copyHint: 'Click a command to copy it.',
  getStartedTitle: 'Ready to Get Started?',
  getStartedLead: 'Add the bot, explore what it can do, or ask the community anything.',
  learnMore: 'Learn More',
  tiles: {
    support: {
      title: 'Support',
      description: 'Questions or ideas? Our team and community answer in the support server.',
    },
    docs: {
      title: 'Docs',
      description: 'Every feature explained, with what is free and what comes with premium.',
    },
    invite: {
      title: 'Invite',
      description: `Add ${PRODUCT_NAME} to your server in a few clicks and set it up in a minute.`,
    },
  },
} as const;
