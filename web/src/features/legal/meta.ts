// Search and share metadata of the three legal pages.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /terms handle. */
export const termsHandle: PageHandle = {
  meta: {
    title: `Terms & Conditions | ${PRODUCT_NAME}`,
    description: `The terms for using the ${PRODUCT_NAME} Discord bot, website and dashboard: licence, acceptable use, premium, liability.`,
    keywords: [`${PRODUCT_NAME} terms`, 'terms of service', 'Discord bot terms'],
  },
};

/** The /privacy handle. */
export const privacyHandle: PageHandle = {
  meta: {
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} handles your data: no messages stored, minimal IDs only, nothing sold or shared, deletion on request.`,
    keywords: [`${PRODUCT_NAME} privacy`, 'privacy policy', 'Discord bot data'],
  },
};

/** The /guidelines handle. */
export const guidelinesHandle: PageHandle = {
  meta: {
    title: `Community Guidelines | ${PRODUCT_NAME}`,
    description: `The rules that keep the ${PRODUCT_NAME} community friendly: be respectful, no spam, stay on topic, keep it legal.`,
    keywords: [`${PRODUCT_NAME} community`, 'community guidelines', 'Discord server rules'],
  },
};
