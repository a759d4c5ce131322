// Every text of the features page, read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
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
        ...textsOf('features.stats', ['features', 'categories', 'premium']),
      },
      ...textsOf('features', [
        'searchLabel',
        'searchPlaceholder',
        'noResults',
        'noResultsHint',
        'free',
        'premium',
      ]),
      featureCount: (count: number) => t('features.featureCount', { count }),
      premiumCta: t('features.premiumCta'),
      premiumCtaLead: (plans: readonly PremiumPlan[]) =>
        t('features.premiumCtaLead', {
          price: `${PLAN_CURRENCY.symbol}${Math.min(...plans.map((plan) => plan.price))}`,
        }),
    }) as const,
);
