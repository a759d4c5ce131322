// Search and share metadata of the landing page, with its structured data (spec section 1).

import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { keywordList } from '#web/lib/seo/product-page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { AGGREGATE_RATING, SITE_CLAIMS } from '#web/lib/site/site';

/** The landing page's handle: the spec's title, description, keywords and JSON-LD. */
export const homeHandle: PageHandle = {
  meta: localized((): PageMeta => {
    const description = t('meta.home.description', {
      product: PRODUCT_NAME,
      servers: SITE_CLAIMS.homeServers,
      uptime: SITE_CLAIMS.uptime,
    });
    return {
      title: t('meta.home.title', { product: PRODUCT_NAME, servers: SITE_CLAIMS.homeServers }),
      description,
      keywords: [...keywordList('meta.home.keywords'), PRODUCT_NAME],
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
    };
  }),
};
