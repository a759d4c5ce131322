// Turns a page's meta into the head tags (description, canonical, Open Graph, Twitter, JSON-LD) it needs.
import { LOCALES } from '#shared/constants/locales';
import { localizedPath, unlocalizedPath } from '#shared/logic/locale-paths';
import { t } from '../i18n/i18n';
import { LOCALIZED_PAGES } from '../i18n/local-path';
import { DEFAULT_PUBLIC_CONFIG } from '../public-config';
import { PRODUCT_NAME } from '../site/brand';
import { SOCIAL_CARD } from '../site/site';
import type { PageMeta } from './page-meta';

/** Attribute every managed head tag carries, so the client can replace exactly those on navigation. */
export const MANAGED_HEAD_ATTRIBUTE = 'data-page-head';

/** One element of the document head; `text` is the content of a JSON-LD script. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Readonly<Record<string, string>>;
  text?: string;
}

/**
 * The absolute URL of `pathname` on the site (query and hash dropped). A `siteUrl` that is not
 * an http(s) URL falls back to the default public origin.
 */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const base = /^https?:\/\/[^/\s]+/i.test(siteUrl) ? siteUrl : DEFAULT_PUBLIC_CONFIG.siteUrl;
  const url = new URL(pathname, base);
  return `${url.origin}${url.pathname}`;
}

/**
 * `hreflang` alternates of a page that exists in every locale: one link per locale and the English
 * page as `x-default`; none for other pages (the dashboard and sign-in have no per-locale URLs).
 */
function alternates(siteUrl: string, pathname: string): HeadTag[] {
  const page = unlocalizedPath(pathname);
  if (!LOCALIZED_PAGES.has(page)) return [];
  const link = (hreflang: string, path: string): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href: absoluteUrl(siteUrl, path) },
  });
  return [...LOCALES.map((locale) => link(locale, localizedPath(locale, page))), link('x-default', page)];
}

/** The head tags of the page at `pathname` on the site `siteUrl`: canonical URL, language alternates, social cards, JSON-LD. */
export function headTags(meta: PageMeta, siteUrl: string, pathname: string): HeadTag[] {
  const pageUrl = absoluteUrl(siteUrl, pathname);
  const siteOrigin = new URL(pageUrl).origin;
  const image = `${siteOrigin}${SOCIAL_CARD.path}`;
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  const tags: HeadTag[] = [
    named('description', meta.description),
    named('keywords', meta.keywords.join(', ')),
    named('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    { tag: 'link', attrs: { rel: 'canonical', href: pageUrl } },
    ...alternates(siteUrl, pathname),
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', pageUrl),
    property('og:image', image),
    property('og:image:width', String(SOCIAL_CARD.width)),
    property('og:image:height', String(SOCIAL_CARD.height)),
    property('og:image:alt', t('site.ogImageAlt', { product: PRODUCT_NAME })),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ];
  if (meta.structuredData) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(meta.structuredData(siteOrigin)),
    });
  }
  return tags.map((tag) => ({ ...tag, attrs: { ...tag.attrs, [MANAGED_HEAD_ATTRIBUTE]: '' } }));
}
