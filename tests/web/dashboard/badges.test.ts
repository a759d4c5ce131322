// The ten badges of the spec, their names and tiers, and unknown keys hidden.
import { describe, expect, it } from 'vitest';
import { BADGES } from '#web/features/dashboard/logic/badge-list';
import { knownBadges } from '#web/features/dashboard/logic/badges';

describe('BADGES', () => {
  it('holds the spec table word for word', () => {
    expect(BADGES.map(({ key, name, tier }) => [key, name, tier])).toEqual([
      ['owner', 'Bot Owner', 'legendary'],
      ['gowner', 'Girl Owner', 'legendary'],
      ['dev', 'Developer', 'epic'],
      ['team', 'Team Member', 'epic'],
      ['contribution', 'Contributor', 'rare'],
      ['partner', 'Partner', 'rare'],
      ['friend', 'Friend', 'uncommon'],
      ['beta', 'Beta Tester', 'uncommon'],
      ['earlysupp', 'Early Supporter', 'uncommon'],
      ['bug', 'Bug Hunter', 'common'],
    ]);
  });
});

describe('knownBadges', () => {
  it('keeps known keys once, in the spec order, and drops unknown ones', () => {
    expect(knownBadges(['bug', 'unknown_badge', 'owner', 'bug', 42, 'dev']).map((b) => b.key)).toEqual([
      'owner',
      'dev',
      'bug',
    ]);
  });

  it('is empty when no key is known', () => {
    expect(knownBadges(['premium', 'OWNER'])).toEqual([]);
  });
});
