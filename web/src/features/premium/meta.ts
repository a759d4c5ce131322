// Search and share metadata of the premium page.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { keywordList } from '#web/lib/seo/product-page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { PREMIUM_PLANS } from '#web/lib/site/premium-plans';
import { PREMIUM_TEXTS } from './texts';

/** The /premium handle. */
export const premiumHandle: PageHandle = {
  meta: localized((): PageMeta => {
    const prices = PREMIUM_PLANS.map((plan) => `${plan.name} ${PREMIUM_TEXTS.price(plan.price)}`).join(', ');
    return {
      title: t('meta.premium.title', { product: PRODUCT_NAME }),
      description: t('meta.premium.description', {
        product: PRODUCT_NAME,
        prices,
        moneyBack: PREMIUM_TEXTS.moneyBack,
      }),
      keywords: [...keywordList('meta.premium.keywords'), PRODUCT_NAME],
    };
  }),
};
