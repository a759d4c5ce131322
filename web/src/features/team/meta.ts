// Search and share metadata of the team pages.

import { t } from '#web/lib/i18n/i18n';
import { productPageHandle } from '#web/lib/seo/product-page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** Keywords of both team pages. */
const keywords = () => [
  t('meta.team.keyword', { product: PRODUCT_NAME }),
  t('meta.team.keywords'),
  PRODUCT_NAME,
];

/** The /team handle. */
export const teamHandle = productPageHandle('team', keywords);

/** The /developers handle. */
export const developersHandle = productPageHandle('developers', keywords);
