// Security and caching headers for every page the site serves.

import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report';

/**
 * The Content-Security-Policy of the site: scripts and styles only from our own origin,
 * no inline script or eval; Web Workers (the transcript parser) only from our own origin; images also
 * from https (Discord's CDN, embed previews). Violations are
 * reported to CSP_REPORT_PATH (`report-to` for current browsers, `report-uri` for the others).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${CSP_REPORT_GROUP}`,
].join('; ');

/** HTTPS only, for two years, subdomains included (browsers ignore it on plain http, e.g. `npm start`). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Powerful browser features the site never uses, switched off for every page and frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Transport and isolation headers of every reply, pages and API alike. */
export const TRANSPORT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Headers of every /api reply, errors included: the transport headers plus the isolation headers
 * hono's `secureHeaders` middleware used to send (its defaults, with X-Frame-Options DENY), set in
 * one pass by the worker's API middleware.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  ...TRANSPORT_SECURITY_HEADERS,
};

/** Headers sent with every HTML page. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  ...TRANSPORT_SECURITY_HEADERS,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Cache policy of content-hashed build assets under /assets/. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy of HTML: cache, but always revalidate. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
