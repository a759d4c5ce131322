// The worker's one logging module: structured JSON lines (Workers Logs indexes their fields), never a token, body or query string.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';

/** A value a log field may hold. */
type Field = string | number | boolean | null;

/** The line of a failed or refused request (status 400 or more). */
export interface FailureLine {
  event: 'request_failed';
  method: string;
  /** The matched route pattern (e.g. `/api/bot/server/:id`), never the concrete path or its query. */
  route: string;
  status: number;
  /** The error envelope's code, or null when the worker passed an upstream refusal through. */
  code: string | null;
  /** Status of the upstream reply behind this answer, when one arrived. */
  upstreamStatus: number | null;
  durationMs: number;
  /** The `cf-ray` id of the request, when Cloudflare sent one. */
  requestId: string | null;
  /** Name and (URL-redacted) message of an unexpected exception, on a 500 only. */
  error?: string;
}

const MAX_DETAIL_CHARS = 300;

/** `text` with every URL cut to its origin and path: no user info, query string or fragment. */
export function redactUrls(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi, (match) => {
    try {
      const url = new URL(match);
      return `${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return '[url]';
    }
  });
}

/** Describes an unexpected exception for a log line: its name and message, URLs redacted, capped. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown';
  return redactUrls(`${error.name}: ${error.message}`).slice(0, MAX_DETAIL_CHARS);
}

/** Writes one JSON line: `error` for faults, `warn` for refusals, `info` otherwise. */
export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: Record<string, Field>,
): void {
  const line = JSON.stringify({ event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** The pattern the request was meant for: its first method-specific route, else the responding one. */
function routePattern(c: Context<AppEnv>): string {
  const specific = matchedRoutes(c).find((route) => route.method !== 'ALL');
  return specific?.path ?? routePath(c);
}

/** The failure line of the finished request `c`. */
export function failureLine(c: Context<AppEnv>, durationMs: number): FailureLine {
  const error = c.error;
  return {
    event: 'request_failed',
    method: c.req.method,
    route: routePattern(c),
    status: c.res.status,
    code: error instanceof ApiError ? error.code : error ? 'internal_error' : null,
    upstreamStatus: c.get('upstreamStatus') ?? null,
    durationMs,
    requestId: c.req.header('cf-ray') ?? null,
    ...(error && !(error instanceof ApiError) && { error: describeError(error) }),
  };
}

/**
 * Middleware of every request: after the answer, logs one FailureLine when its status is 400 or
 * more (`error` level from 500, `warn` below). Successful requests are not logged.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  if (c.res.status < 400) return;
  const { event, ...fields } = failureLine(c, Date.now() - started);
  logEvent(c.res.status >= 500 ? 'error' : 'warn', event, fields);
};
