// Every text of the premium page (spec sections 2, 6 and 9), read from the message catalogue so tests can assert them.

import { formatNumber, localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { MONEY_BACK_DAYS, PLAN_CURRENCY } from '#web/lib/site/site';

export const PREMIUM_TEXTS = localized(
  () =>
    ({
      ...textsOf('premium'),
      price: (price: number) => `${PLAN_CURRENCY.symbol}${formatNumber(price)}`,
      moneyBack: t('premium.moneyBack', { days: MONEY_BACK_DAYS }),
      moneyBackDetail: t('premium.moneyBackDetail', { days: MONEY_BACK_DAYS }),
      /** 'Why Choose Premium': its heading, lead and three reasons. */
      why: {
        title: t('premium.whyTitle'),
        lead: t('premium.whyLead', { product: PRODUCT_NAME }),
        cards: [
          {
            icon: 'shield' as const,
            title: t('premium.why.1.title'),
            description: t('premium.why.1.description'),
          },
          {
            icon: 'zap' as const,
            title: t('premium.why.2.title'),
            description: t('premium.why.2.description'),
          },
          {
            icon: 'users' as const,
            title: t('premium.why.3.title'),
            description: t('premium.why.3.description'),
          },
        ],
      },
      faq: [
        {
          question: t('premium.faq.1.question'),
          answer: t('premium.faq.1.answer'),
        },
        {
          question: t('premium.faq.2.question'),
          answer: t('premium.faq.2.answer'),
        },
        {
          question: t('premium.faq.3.question'),
          answer: t('premium.faq.3.answer'),
        },
        {
          question: t('premium.faq.4.question'),
          answer: t('premium.faq.4.answer', { days: MONEY_BACK_DAYS }),
        },
        {
          question: t('premium.faq.5.question'),
          answer: t('premium.faq.5.answer'),
        },
      ],
    }) as const,
);
