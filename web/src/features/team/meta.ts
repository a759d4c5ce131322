// Search and share metadata of the team pages.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

const keywords = [`${PRODUCT_NAME} team`, 'Discord bot developers', PRODUCT_NAME];

/** The /team handle. */
export const teamHandle: PageHandle = {
  meta: {
    title: `Our Core Team | ${PRODUCT_NAME}`,
    description: `Meet the team building ${PRODUCT_NAME}, the moderation and utility bot trusted by Discord communities.`,
    keywords,
  },
};

/** The /developers handle. */
export const developersHandle: PageHandle = {
  meta: {
    title: `Meet the Developers | ${PRODUCT_NAME}`,
    description: `The developers who design, build and run ${PRODUCT_NAME}.`,
    keywords,
  },
};
