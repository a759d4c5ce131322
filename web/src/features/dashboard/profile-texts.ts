// Texts of the profile page (spec sections 2, 4 and 8), read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';
import type { BadgeTier } from './logic/badge-list';

export const PROFILE_TEXTS = localized(
  () =>
    ({
      title: t('dashboard.profile.title'),
      loading: t('dashboard.profile.loading'),
      apiIssue: t('dashboard.profile.apiIssue'),
      demoData: t('dashboard.profile.demoData'),
      fetchFailed: t('dashboard.profile.fetchFailed'),
      userId: t('dashboard.profile.userId'),
      copyId: t('dashboard.profile.copyId'),
      copied: t('dashboard.profile.copied'),
      copyFailed: t('dashboard.profile.copyFailed'),
      badgesTitle: t('dashboard.profile.badgesTitle'),
      noBadges: t('dashboard.profile.noBadges'),
      noBadgesText: t('dashboard.profile.noBadgesText'),
      premiumTitle: t('dashboard.profile.premiumTitle'),
      premiumActive: t('dashboard.profile.premiumActive'),
      premiumActiveText: t('dashboard.profile.premiumActiveText'),
      premiumStandard: t('dashboard.profile.premiumStandard'),
      premiumStandardText: t('dashboard.profile.premiumStandardText'),
      expires: t('dashboard.profile.expires'),
      expired: t('dashboard.profile.expired'),
      renew: t('dashboard.profile.renew'),
      upgrade: t('dashboard.profile.upgrade'),
      shortcutsTitle: t('dashboard.profile.shortcutsTitle'),
      settingsTitle: t('dashboard.profile.settingsTitle'),
      settingsText: t('dashboard.profile.settingsText'),
      dashboardTitle: t('dashboard.profile.dashboardTitle'),
      dashboardText: t('dashboard.profile.dashboardText'),
    }) as const,
);

/** Display names of the badge tiers. */
export const TIER_NAMES: Readonly<Record<BadgeTier, string>> = localized(() => ({
  legendary: t('dashboard.profile.tier.legendary'),
  epic: t('dashboard.profile.tier.epic'),
  rare: t('dashboard.profile.tier.rare'),
  uncommon: t('dashboard.profile.tier.uncommon'),
  common: t('dashboard.profile.tier.common'),
}));
