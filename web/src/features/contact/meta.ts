// Search and share metadata of the contact page.

import { productKeywords, productPageHandle } from '#web/lib/seo/product-page-meta';

/** The /contact handle. */
export const contactHandle = productPageHandle('contact', () => productKeywords('contact'));
