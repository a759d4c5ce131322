// The handle of a public page whose title, description and keywords are its `meta.<page>.*` texts.

import { localized, type MessageKey, t } from '#web/lib/i18n/i18n';
import type { PageHandle, PageMeta } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** Pages with every one of the texts `meta.<page>.<suffix>`. */
type MetaPageWith<Suffix extends string> = {
  [K in MessageKey]: K extends `meta.${infer Page}.title`
    ? `meta.${Page}.${Suffix}` extends MessageKey
      ? Page
      : never
    : never;
}[MessageKey];

/** The comma-separated keyword text `key` in the active locale, as a list (an empty text gives `['']`). */
export function keywordList(key: MessageKey): string[] {
  return t(key).split(', ');
}

/** The keywords of `page`: its `meta.<page>.keyword` about the product, then its `meta.<page>.keywords` list. */
export function productKeywords(page: MetaPageWith<'keyword' | 'keywords'>): string[] {
  return [t(`meta.${page}.keyword`, { product: PRODUCT_NAME }), ...keywordList(`meta.${page}.keywords`)];
}

/**
 * The handle of `page`: its `meta.<page>.title` and `meta.<page>.description` texts with `{product}` filled
 * in, and `keywords()`. Built again whenever the active locale changes.
 */
export function productPageHandle(
  page: MetaPageWith<'description'>,
  keywords: () => readonly string[],
): PageHandle {
  return {
    meta: localized(
      (): PageMeta => ({
        title: t(`meta.${page}.title`, { product: PRODUCT_NAME }),
        description: t(`meta.${page}.description`, { product: PRODUCT_NAME }),
        keywords: keywords(),
      }),
    ),
  };
}
