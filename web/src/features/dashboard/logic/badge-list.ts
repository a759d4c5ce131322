// The profile badges of spec section 3: key, display name and tier. Unknown keys are not displayed.

/** Badge tiers from rarest to most common. */
export const BADGE_TIERS = ['legendary', 'epic', 'rare', 'uncommon', 'common'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/** A badge as the profile draws it. */
export interface BadgeDefinition {
  key: string;
  name: string;
  tier: BadgeTier;
}

/** The ten known badges, in the spec's order. */
export const BADGES: readonly BadgeDefinition[] = [
  { key: 'owner', name: 'Bot Owner', tier: 'legendary' },
  { key: 'gowner', name: 'Girl Owner', tier: 'legendary' },
  { key: 'dev', name: 'Developer', tier: 'epic' },
  { key: 'team', name: 'Team Member', tier: 'epic' },
  { key: 'contribution', name: 'Contributor', tier: 'rare' },
  { key: 'partner', name: 'Partner', tier: 'rare' },
  { key: 'friend', name: 'Friend', tier: 'uncommon' },
  { key: 'beta', name: 'Beta Tester', tier: 'uncommon' },
  { key: 'earlysupp', name: 'Early Supporter', tier: 'uncommon' },
  { key: 'bug', name: 'Bug Hunter', tier: 'common' },
];
