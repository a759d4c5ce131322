// Texts of the role configuration page (spec sections 2, 4, 5 and 8).

import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import type { RoleCategory } from './logic/role-categories';

export const ROLE_PAGE_TEXTS = {
  title: 'Role Configuration',
  intro: 'Choose which of your server’s roles each of Warden’s role commands hands out.',
  loading: 'Loading role configuration...',
  search: 'Search roles...',
  searchLabel: 'Search roles',
  categoryLabel: 'Category',
  noRoles: 'No roles found',
  noRolesText: 'Try another search or category.',
  noRoleAssigned: 'No role assigned',
  assigned: 'Assigned role',
  command: 'Command',
  saving: 'Saving...',
  success: (name: string) => `Successfully updated ${name}`,
  failure: (name: string) => `Failed to update ${name}`,
  userInfoFailed: 'Failed to fetch user information',
  configFailed: 'Failed to load configuration data',
  demoNotice:
    'Showing demo roles for preview. Changes cannot be saved until the server’s roles load: use Refresh Configuration to try again.',
  noGuild: 'No guild ID provided',
  back: 'Back to Server Dashboard',
  refresh: 'Refresh Configuration',
  unknownRole: (id: string) => `Unknown role (${id})`,
  helpTitle: 'How role permissions work',
  help: [
    'The owner role has top authority over every command.',
    'Admin and manager roles reach most commands.',
    'Moderator and staff roles have moderation rights.',
    'Each role is assigned in your server with the command of the same name, for example owner @member.',
  ],
} as const;

/** Filter button names. */
export const CATEGORY_NAMES: Record<RoleCategory, string> = {
  all: 'All',
  management: 'Management',
  moderation: 'Moderation',
  special: 'Special',
  community: 'Community',
};

/** Display name and purpose of each configurable role. */
export const ROLE_TEXTS: Record<ConfigurableRoleKey, { name: string; description: string }> = {
  reqrole: { name: 'Required Role', description: 'Members need this role to use the role commands.' },
  owner: { name: 'Owner', description: 'Top authority: every command, including Antinuke.' },
  founder: { name: 'Founder', description: 'Founders of the server.' },
  admin: { name: 'Admin', description: 'Administrators: most commands.' },
  manager: { name: 'Manager', description: 'Managers: most commands.' },
  mod: { name: 'Moderator', description: 'Moderation rights: warn, mute, kick, ban.' },
  staff: { name: 'Staff', description: 'Staff members with moderation rights.' },
  bot: { name: 'Bot', description: 'Given to bots added to the server.' },
  vip: { name: 'VIP', description: 'Very important members.' },
  partner: { name: 'Partner', description: 'Partnered communities and creators.' },
  qt: { name: 'QT', description: 'A fun role for the cuties of the server.' },
  artist: { name: 'Artist', description: 'Members who share their art.' },
  guest: { name: 'Guest', description: 'Visitors and guests.' },
  friend: { name: 'Friend', description: 'Friends of the server.' },
};
