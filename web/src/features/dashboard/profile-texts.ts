// Texts of the profile page (spec sections 2, 4 and 8).
import type { BadgeTier } from './logic/badge-list';

export const PROFILE_TEXTS = {
  title: 'Profile',
  loading: 'Loading your profile...',
  apiIssue: 'API Connection Issue',
  demoData: 'Showing demo data for preview.',
  fetchFailed: 'Failed to fetch user data',
  userId: 'User ID',
  copyId: 'Copy user ID',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the ID and copy it by hand.',
  badgesTitle: 'Achievement Badges',
  noBadges: 'No Badges Yet',
  noBadgesText: 'Badges are awarded for helping, testing and supporting Warden. Keep an eye out!',
  premiumTitle: 'Premium Status',
  premiumActive: 'Premium Active',
  premiumActiveText: 'You can run Warden’s commands without a prefix.',
  premiumStandard: 'Standard',
  premiumStandardText: 'Premium unlocks no-prefix commands, higher autoresponder limits and a premium badge.',
  expires: 'Expires on',
  expired: 'Expired on',
  renew: 'Renew Premium',
  upgrade: 'Upgrade to Premium',
  shortcutsTitle: 'Shortcuts',
  settingsTitle: 'Account Settings',
  settingsText: 'Manage your account preferences.',
  dashboardTitle: 'Bot Dashboard',
  dashboardText: 'Manage the servers you administer.',
} as const;

/** Display names of the badge tiers. */
export const TIER_NAMES: Record<BadgeTier, string> = {
  legendary: 'Legendary',
  epic: 'Epic',
  rare: 'Rare',
  uncommon: 'Uncommon',
  common: 'Common',
};
