// Meta of the pages that declare none (sign-in, dashboard) and of the 404 page: kept out of search results.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { PageHandle, PageMeta } from '../lib/seo/page-meta';

/** Meta for every page without its own: the signed-in dashboard and utility pages. */
export const APP_META: PageMeta = {
  title: `${PRODUCT_NAME} Dashboard`,
  description: `Manage ${PRODUCT_NAME} on your Discord servers: prefix, autoresponders, embeds, reaction roles, welcome messages and roles.`,
  keywords: [PRODUCT_NAME, 'Discord bot dashboard', 'server settings'],
  noindex: true,
};

/** The 404 page's handle. */
export const notFoundHandle: PageHandle = {
  meta: {
    title: `Page not found | ${PRODUCT_NAME}`,
    description: "The page you're looking for doesn't exist.",
    keywords: [PRODUCT_NAME],
    noindex: true,
  },
};
