// Search and share metadata of the contact page.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /contact handle. */
export const contactHandle: PageHandle = {
  meta: {
    title: `Contact Us | ${PRODUCT_NAME}`,
    description: `Get in touch with the ${PRODUCT_NAME} team by e-mail or in our Discord support server.`,
    keywords: [`${PRODUCT_NAME} support`, 'contact', 'Discord bot help'],
  },
};
