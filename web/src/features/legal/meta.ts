// Search and share metadata of the three legal pages.

import { productKeywords, productPageHandle } from '#web/lib/seo/product-page-meta';

/** The /terms handle. */
export const termsHandle = productPageHandle('terms', () => productKeywords('terms'));

/** The /privacy handle. */
export const privacyHandle = productPageHandle('privacy', () => productKeywords('privacy'));

/** The /guidelines handle. */
export const guidelinesHandle = productPageHandle('guidelines', () => productKeywords('guidelines'));
