// Categories of the configurable server roles (spec section 3), used to filter the role page.
import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';

/** The role page's category filter values; 'all' shows every role. */
export const ROLE_CATEGORIES = ['all', 'management', 'moderation', 'special', 'community'] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number];

/** The category of each role key; `reqrole` belongs to none, so only 'all' shows it. */
export const ROLE_CATEGORY_OF: Record<ConfigurableRoleKey, Exclude<RoleCategory, 'all'> | null> = {
  reqrole: null,
  owner: 'management',
  founder: 'management',
  admin: 'management',
  manager: 'management',
  mod: 'moderation',
  staff: 'moderation',
  bot: 'special',
  vip: 'special',
  partner: 'special',
  qt: 'special',
  artist: 'community',
  guest: 'community',
  friend: 'community',
};
