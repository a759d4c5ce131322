// CSRF defence: state-changing /api requests that act with the session cookie must come from the site's own pages.
import type { Context } from 'hono';
import { CSP_REPORT_PATH } from '#shared/constants/csp-report';
import { ApiError } from './errors';
import { usesSessionCookie } from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the browser says the request comes from a page of this origin: `Sec-Fetch-Site:
 * same-origin`, or (older browsers) an `Origin` equal to the request's own. A request with neither
 * header (not sent by a browser page) is not from the site.
 */
export function isFromSite(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return c.req.header('Origin') === new URL(c.req.url).origin;
}

/** The origin of an absolute URL, or null when `value` is missing or not one. */
function originOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when the user started the request on this site or by typing the address (or a bookmark):
 * `Sec-Fetch-Site: same-origin` or `none`. Without that header (older browsers), an `Origin` or
 * `Referer` of this origin; with neither, false. Another site's link, form, `window.open` or a
 * same-site subdomain is never started here.
 */
export function isStartedHere(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const own = new URL(c.req.url).origin;
  return c.req.header('Origin') === own || originOf(c.req.header('Referer')) === own;
}

/** @throws ApiError 403 `cross_site_request` when `isFromSite` is false; nothing is forwarded. */
export function requireFromSite(c: Context): void {
  if (!isFromSite(c)) {
    throw new ApiError(
      403,
      'cross_site_request',
      'This request did not come from this site, so it was refused.',
    );
  }
}

/**
 * Refuses (403) every POST, PATCH, PUT or DELETE authenticated by the session cookie that does not
 * come from the site itself (see isFromSite). GETs change nothing and pass; so do requests that
 * bring their own Authorization header (a page of another site cannot add one), and the browser's
 * own CSP reports to CSP_REPORT_PATH, which change nothing and carry no fetch mark of the page.
 * @throws ApiError 403 `cross_site_request` (see requireFromSite).
 */
export function refuseCrossSiteWrite(c: Context): void {
  const changesState = !SAFE_METHODS.has(c.req.method) && c.req.path !== CSP_REPORT_PATH;
  if (changesState && usesSessionCookie(c)) requireFromSite(c);
}
