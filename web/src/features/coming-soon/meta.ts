// Search and share metadata of the 'Coming Soon' page, kept out of search results.
import { PRODUCT_NAME } from '#shared/constants/brand';
import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';

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
