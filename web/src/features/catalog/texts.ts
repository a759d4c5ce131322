// Every text of the features page, read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { PremiumPlan } from '#web/lib/site/premium-plans';
import { PLAN_CURRENCY } from '#web/lib/site/site';

export const FEATURES_TEXTS = localized(
  () =>
    ({
      title: t('features.title'),
      eyebrow: t('features.eyebrow'),
      lead: t('features.lead', { product: PRODUCT_NAME }),
      statsLabel: t('features.statsLabel'),
      stats: {
        features: t('features.stats.features'),
        categories: t('features.stats.categories'),
        premium: t('features.stats.premium'),
      },
      searchLabel: t('features.searchLabel'),
      searchPlaceholder: t('features.searchPlaceholder'),
      noResults: t('features.noResults'),
      noResultsHint: t('features.noResultsHint'),
      free: t('features.free'),
      premium: t('features.premium'),
      featureCount: (count: number) => t('features.featureCount', { count }),
      premiumCta: t('features.premiumCta'),
      premiumCtaLead: (plans: readonly PremiumPlan[]) =>
        t('features.premiumCtaLead', {
          price: `${PLAN_CURRENCY.symbol}${Math.min(...plans.map((plan) => plan.price))}`,
        }),
    }) as const,
);
