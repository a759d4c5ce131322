// Search and share metadata of the features page.

import { keywordList, productPageHandle } from '#web/lib/seo/product-page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /features handle. */
export const featuresHandle = productPageHandle('features', () => [
  ...keywordList('meta.features.keywords'),
  PRODUCT_NAME,
]);
