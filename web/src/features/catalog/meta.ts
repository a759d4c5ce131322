// Search and share metadata of the features page.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /features handle. */
export const featuresHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.features.title', { product: PRODUCT_NAME }),
      description: t('meta.features.description', { product: PRODUCT_NAME }),
      keywords: [...t('meta.features.keywords').split(', '), PRODUCT_NAME],
    }),
  ),
};
