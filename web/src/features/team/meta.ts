// Search and share metadata of the team pages.

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** Keywords of both team pages. */
const keywords = () => [
  t('meta.team.keyword', { product: PRODUCT_NAME }),
  t('meta.team.keywords'),
  PRODUCT_NAME,
];

/** The /team handle. */
export const teamHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.team.title', { product: PRODUCT_NAME }),
      description: t('meta.team.description', { product: PRODUCT_NAME }),
      keywords: keywords(),
    }),
  ),
};

/** The /developers handle. */
export const developersHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.developers.title', { product: PRODUCT_NAME }),
      description: t('meta.developers.description', { product: PRODUCT_NAME }),
      keywords: keywords(),
    }),
  ),
};
