// Abuse limits of the /api: the Workers Rate Limiting bindings (wrangler.toml) and which paths each one guards.
import { CSP_REPORT_PATH } from './csp-report';

/** One Workers Rate Limiting binding: `limit` requests per key in each `period` (10 or 60) seconds. */
export interface RateLimitRule {
  binding: 'API_RATE_LIMIT' | 'STRICT_RATE_LIMIT' | 'CLIENT_RATE_LIMIT';
  limit: number;
  period: 10 | 60;
}

/**
 * The limits, mirrored by the `[[ratelimits]]` entries of wrangler.toml (a unit test keeps both equal).
 * `api`: every /api call per session (else per IP); `strict`: the public, costly or logging routes,
 * per area and session (else IP); `client`: everything one IP sends, so rotating made-up tokens
 * cannot escape the other two.
 */
export const RATE_LIMITS = {
  api: { binding: 'API_RATE_LIMIT', limit: 600, period: 60 },
  strict: { binding: 'STRICT_RATE_LIMIT', limit: 30, period: 60 },
  client: { binding: 'CLIENT_RATE_LIMIT', limit: 1200, period: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Path prefixes under the strict limit; each has its own counter (the transcript fetch, verification, analytics, CSP reports). */
export const STRICT_API_AREAS = [
  '/api/transcript',
  '/api/verify',
  '/api/analytics',
  CSP_REPORT_PATH,
] as const;

/** The readable text of a 429, shown by the SPA as it is. */
export function tooManyRequestsText(retryAfterSeconds: number): string {
  return `Too many requests, try again in ${retryAfterSeconds} s.`;
}
