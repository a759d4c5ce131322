// Security and caching headers for every page the site serves.

/**
 * The Content-Security-Policy of the site: scripts and styles only from our own origin,
 * no inline script or eval; images also from https (Discord's CDN, embed previews).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent with every HTML page. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Cache policy of content-hashed build assets under /assets/. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy of HTML: cache, but always revalidate. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
