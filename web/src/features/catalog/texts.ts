// Every text of the features page, read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { PremiumPlan } from '#web/lib/site/premium-plans';
import { PLAN_CURRENCY } from '#web/lib/site/site';

export const FEATURES_TEXTS = localized(
  () =>
    ({
      ...textsOf('features'),
      lead: t('features.lead', { product: PRODUCT_NAME }),
      stats: textsOf('features.stats'),
      featureCount: (count: number) => t('features.featureCount', { count }),
      premiumCtaLead: (plans: readonly PremiumPlan[]) =>
        t('features.premiumCtaLead', {
          price: `${PLAN_CURRENCY.symbol}${Math.min(...plans.map((plan) => plan.price))}`,
        }),
    }) as const,
);
