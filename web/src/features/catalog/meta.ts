// Search and share metadata of the features page.

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** The /features handle. */
export const featuresHandle: PageHandle = {
  meta: {
    title: `Features: security, moderation, giveaways and more | ${PRODUCT_NAME}`,
    description: `Explore every ${PRODUCT_NAME} feature in seven categories: advanced security, moderation, giveaways, welcome system, voice, media and utilities. Free and premium.`,
    keywords: [
      'Discord bot features',
      'antinuke',
      'welcome messages',
      'giveaways',
      'reaction roles',
      PRODUCT_NAME,
    ],
  },
};
