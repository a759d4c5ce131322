// Search and share metadata of the 'Coming Soon' page, kept out of search results.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The handle of /settings and /premium/renew. */
export const comingSoonHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.comingSoon.title', { product: PRODUCT_NAME }),
      description: t('meta.comingSoon.description', { product: PRODUCT_NAME }),
      keywords: [PRODUCT_NAME, t('meta.comingSoon.keyword')],
      noindex: true,
    }),
  ),
};
