// Search and share metadata of the 'Coming Soon' page, kept out of search results.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The handle of /settings and /premium/renew. */
export const comingSoonHandle: PageHandle = {
  meta: {
    title: `Coming Soon | ${PRODUCT_NAME}`,
    description: `This part of ${PRODUCT_NAME} is coming soon. Leave your e-mail to hear when it launches.`,
    keywords: [PRODUCT_NAME, 'coming soon'],
    noindex: true,
  },
};
