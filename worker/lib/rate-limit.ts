// Abuse limits of every /api call (Workers Rate Limiting bindings): per client IP, and per session where there is one.
import type { Context } from 'hono';
import {
  RATE_LIMITS,
  type RateLimitRule,
  STRICT_API_AREAS,
  tooManyRequestsText,
} from '#shared/constants/rate-limits';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { describeError, logEvent } from './log';
import { sessionToken } from './session-cookie';

const encoder = new TextEncoder();
/** Two hex digits of every byte value, so a digest is written out without a call per byte. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** SHA-256 of `value` as hex, so no token is ever used (or stored) as a key: of a limiter, or of the history's caches. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
  let hex = '';
  for (const byte of digest) hex += HEX[byte];
  return hex;
}

/** The caller's IP as Cloudflare saw it; `unknown` when the header is missing (never in production). */
function clientIp(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') || 'unknown';
}

/** The key of the request's session: a hash of its token (see sessionToken), or null without one. */
async function sessionKey(c: Context<AppEnv>): Promise<string | null> {
  const token = sessionToken(c);
  return token === null ? null : `session:${await sha256Hex(token)}`;
}

/** True while `key` is within `rule`; a failing limiter is logged and lets the call through. */
async function withinLimit(env: Env, rule: RateLimitRule, key: string): Promise<boolean> {
  try {
    return (await env[rule.binding].limit({ key })).success;
  } catch (error) {
    logEvent('error', 'rate_limiter_failed', { binding: rule.binding, error: describeError(error) });
    return true;
  }
}

function tooManyRequests(rule: RateLimitRule): ApiError {
  return new ApiError(429, 'rate_limited', tooManyRequestsText(rule.period), undefined, {
    'Retry-After': String(rule.period),
  });
}

/** Each of STRICT_API_AREAS with the slash that starts a path below it. */
const STRICT_AREAS = STRICT_API_AREAS.map((area) => ({ area, below: `${area}/` }));

/** The strict area `path` belongs to, or undefined for the rest of /api. */
function strictArea(path: string): string | undefined {
  return STRICT_AREAS.find(({ area, below }) => path === area || path.startsWith(below))?.area;
}

/**
 * Counts the call against the client IP's ceiling, then against its area's limit. A strict area
 * (each of STRICT_API_AREAS on its own counter) counts the client IP and, when the request has a
 * session, that session too: both must be within the limit, so rotating made-up tokens from one IP
 * gets nothing more, and one session gets nothing more from many IPs. The rest of /api counts the
 * session when there is one, else the IP (the IP ceiling caps every key of one IP together).
 * Other cookies never change a key; no token is ever a key (only its SHA-256).
 * @throws ApiError 429 `rate_limited` with `Retry-After` (the limit's period, in seconds) when over.
 */
export async function enforceRateLimits(c: Context<AppEnv>): Promise<void> {
  const ip = `ip:${clientIp(c)}`;
  if (!(await withinLimit(c.env, RATE_LIMITS.client, ip))) throw tooManyRequests(RATE_LIMITS.client);
  const session = await sessionKey(c);
  const area = strictArea(c.req.path);
  if (area === undefined) {
    if (!(await withinLimit(c.env, RATE_LIMITS.api, `/api:${session ?? ip}`))) {
      throw tooManyRequests(RATE_LIMITS.api);
    }
    return;
  }
  const rule = RATE_LIMITS.strict;
  if (!(await withinLimit(c.env, rule, `${area}:${ip}`))) throw tooManyRequests(rule);
  if (session !== null && !(await withinLimit(c.env, rule, `${area}:${session}`))) {
    throw tooManyRequests(rule);
  }
}
