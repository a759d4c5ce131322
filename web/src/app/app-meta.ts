// Meta of the pages that declare none (sign-in, dashboard) and of the 404 page: kept out of search results.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { localized, t } from '../lib/i18n/i18n';
import type { PageHandle, PageMeta } from '../lib/seo/page-meta';
import { keywordList } from '../lib/seo/product-page-meta';

/** Meta for every page without its own: the signed-in dashboard and utility pages. */
export const APP_META: PageMeta = localized(
  (): PageMeta => ({
    title: t('meta.app.title', { product: PRODUCT_NAME }),
    description: t('meta.app.description', { product: PRODUCT_NAME }),
    keywords: [PRODUCT_NAME, ...keywordList('meta.app.keywords')],
    noindex: true,
  }),
);

/** The 404 page's handle. */
export const notFoundHandle: PageHandle = {
  meta: localized(
    (): PageMeta => ({
      title: t('meta.notFound.title', { product: PRODUCT_NAME }),
      description: t('meta.notFound.description'),
      keywords: [PRODUCT_NAME],
      noindex: true,
    }),
  ),
};
