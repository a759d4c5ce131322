// Turns the badge keys of GET /bot/user/{id} into the badges to draw.
import { BADGES, type BadgeDefinition } from './badge-list';

/**
 * The known badges among `keys`, in the spec's order, each once. Unknown keys, repeats and
 * non-string entries are dropped; an empty result means 'No Badges Yet'.
 */
export function knownBadges(keys: readonly unknown[]): BadgeDefinition[] {
  const held = new Set(keys.filter((key): key is string => typeof key === 'string'));
  return BADGES.filter((badge) => held.has(badge.key));
}
