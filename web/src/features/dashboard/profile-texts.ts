// Texts of the profile page (spec sections 2, 4 and 8), read from the `dashboard` catalogue.
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import type { BadgeTier } from './logic/badge-list';

export const PROFILE_TEXTS = localized(() => textsOf('dashboard.profile'));

/** Display names of the badge tiers. */
export const TIER_NAMES: Readonly<Record<BadgeTier, string>> = localized(() =>
  textsOf('dashboard.profile.tier'),
);
