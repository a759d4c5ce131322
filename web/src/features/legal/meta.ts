// Search and share metadata of the three legal pages.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /terms handle. */
export const termsHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.terms.title', { product: PRODUCT_NAME }),
      description: t('meta.terms.description', { product: PRODUCT_NAME }),
      keywords: [t('meta.terms.keyword', { product: PRODUCT_NAME }), ...t('meta.terms.keywords').split(', ')],
    }),
  ),
};

/** The /privacy handle. */
export const privacyHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.privacy.title', { product: PRODUCT_NAME }),
      description: t('meta.privacy.description', { product: PRODUCT_NAME }),
      keywords: [
        t('meta.privacy.keyword', { product: PRODUCT_NAME }),
        ...t('meta.privacy.keywords').split(', '),
      ],
    }),
  ),
};

/** The /guidelines handle. */
export const guidelinesHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.guidelines.title', { product: PRODUCT_NAME }),
      description: t('meta.guidelines.description', { product: PRODUCT_NAME }),
      keywords: [
        t('meta.guidelines.keyword', { product: PRODUCT_NAME }),
        ...t('meta.guidelines.keywords').split(', '),
      ],
    }),
  ),
};
