// Search and share metadata of the premium page.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { PREMIUM_PLANS } from '#web/lib/site/premium-plans';
import { PREMIUM_TEXTS } from './texts';

const prices = PREMIUM_PLANS.map((plan) => `${plan.name} ${PREMIUM_TEXTS.price(plan.price)}`).join(', ');

/** The /premium handle. */
export const premiumHandle: PageHandle = {
  meta: {
    title: `Premium plans | ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} Premium: no-prefix commands, more autoresponders, music and supporter roles. ${prices} a month, with a ${PREMIUM_TEXTS.moneyBack}.`,
    keywords: ['Discord bot premium', 'no prefix', 'autoresponder', 'music bot', PRODUCT_NAME],
  },
};
