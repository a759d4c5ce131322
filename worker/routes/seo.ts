// /robots.txt and /sitemap.xml, built from the public page list and the deployment's public origin.
import { LOCALES } from '#shared/constants/locales';
import { localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS, paths } from '#shared/site-routes';
import { createRouter } from '../app-env';

/** Cache policy of the two files: an hour at the edge and in browsers. */
const SEO_CACHE = 'public, max-age=3600';

/** Pages crawlers should skip: the API, signed-in and one-off utility pages. */
const DISALLOWED = [
  '/api/',
  paths.dashboard,
  paths.authLanding,
  paths.logout,
  paths.userVerify,
  paths.transcribe,
];

/** The site's public origin: SITE_URL when it is an http(s) URL, else the origin of the request. */
function siteOrigin(siteUrl: string, requestUrl: string): string {
  try {
    const url = new URL(siteUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // not a URL: use the request's origin
  }
  return new URL(requestUrl).origin;
}

/** robots.txt: everything allowed but the private paths, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The `xhtml:link` alternates of one public page: the page in every locale, English as x-default. */
function alternateLinks(origin: string, path: string): string {
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${href}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, localizedPath(locale, path))),
    link('x-default', path),
  ].join('\n');
}

/**
 * sitemap.xml listing every public page in every locale (English first, then each locale's
 * prefixed pages), each with its language alternates; the home pages get the top priority.
 */
export function sitemapXml(origin: string): string {
  const urls = LOCALES.flatMap((locale) =>
    Object.values(PUBLIC_PATHS).map((path) => {
      const priority = path === PUBLIC_PATHS.home ? '1.0' : '0.8';
      const loc = `${origin}${localizedPath(locale, path)}`;
      return `  <url>\n    <loc>${loc}</loc>\n    <changefreq>weekly</changefreq>\n    <priority>${priority}</priority>\n${alternateLinks(origin, path)}\n  </url>`;
    }),
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export const seoRoutes = createRouter()
  .get('/robots.txt', (c) => {
    const origin = siteOrigin(c.env.SITE_URL ?? '', c.req.url);
    return c.text(robotsTxt(origin), 200, { 'Cache-Control': SEO_CACHE });
  })
  .get('/sitemap.xml', (c) => {
    const origin = siteOrigin(c.env.SITE_URL ?? '', c.req.url);
    return c.body(sitemapXml(origin), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SEO_CACHE,
    });
  });
