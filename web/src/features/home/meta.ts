// Search and share metadata of the landing page, with its structured data (spec section 1).

import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { AGGREGATE_RATING, SITE_CLAIMS } from '#web/lib/site/site';

const description = `${PRODUCT_NAME} is the ultimate moderation and utility bot for Discord: antinuke security, moderation, giveaways, welcome messages and more. Join ${SITE_CLAIMS.homeServers} servers with ${SITE_CLAIMS.uptime} uptime.`;

/** The landing page's handle: the spec's title, description, keywords and JSON-LD. */
export const homeHandle: PageHandle = {
  meta: {
    title: `${PRODUCT_NAME} - The Ultimate Moderation & Utility Bot | Join ${SITE_CLAIMS.homeServers} Servers`,
    description,
    keywords: [
      'Discord bot',
      'Discord moderation bot',
      'antinuke',
      'anti-raid',
      'auto moderation',
      'welcome bot',
      'giveaway bot',
      'utility bot',
      PRODUCT_NAME,
    ],
    structuredData: (siteUrl) => ({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: PRODUCT_NAME,
      description,
      url: `${siteUrl}/`,
      applicationCategory: 'CommunicationApplication',
      operatingSystem: 'Discord',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: String(AGGREGATE_RATING.value),
        ratingCount: String(AGGREGATE_RATING.count),
      },
    }),
  },
};
