// Search and share metadata of the contact page.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /contact handle. */
export const contactHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.contact.title', { product: PRODUCT_NAME }),
      description: t('meta.contact.description', { product: PRODUCT_NAME }),
      keywords: [
        t('meta.contact.keyword', { product: PRODUCT_NAME }),
        ...t('meta.contact.keywords').split(', '),
      ],
    }),
  ),
};
