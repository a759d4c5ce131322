// `/` for a first-time visitor: a redirect to the home page in the language their browser prefers.
import type { Context, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '#shared/constants/locales';
import { PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import { preferredLocale } from '#shared/logic/accept-language';
import { localizedPath } from '#shared/logic/locale-paths';
import { paths } from '#shared/site-routes';
import { createRouter } from '../app-env';

/** User agents of crawlers and page checkers, which must see each page at its own URL. */
const CRAWLER =
  /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|archiver|python|curl|wget/i;

/** What the answer on `/` depends on besides the URL, so a shared cache keeps one copy per variant. */
const VARIES_ON = 'Accept-Language, Cookie, User-Agent';

/**
 * The locale `/` should send this request to, or null to serve the English home: only a GET or
 * HEAD from a browser (not a crawler) without a chosen language (the switcher's cookie) and
 * without a returning login token, whose Accept-Language prefers a supported language other than English.
 */
function redirectTarget(c: Context): string | null {
  if (c.req.query(TOKEN_QUERY_PARAM) !== undefined) return null;
  if (getCookie(c, LOCALE_COOKIE) !== undefined) return null;
  if (CRAWLER.test(c.req.header('User-Agent') ?? '')) return null;
  const locale = preferredLocale(c.req.header('Accept-Language'));
  if (!locale || locale === DEFAULT_LOCALE) return null;
  return localizedPath(locale, paths.home);
}

/**
 * On `/`: a 302 to the preferred locale's home (`/es/`, `/pt-br/`, ...) that no cache keeps, or
 * the English home as it is, marked as varying on the headers the choice reads.
 */
export const localeRedirectRoutes = createRouter().on(['GET', 'HEAD'], paths.home, async (c, next: Next) => {
  const target = redirectTarget(c);
  if (target) {
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', VARIES_ON);
    return c.redirect(target, 302);
  }
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append('Vary', VARIES_ON);
});
