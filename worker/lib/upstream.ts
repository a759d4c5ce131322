// The one upstream client: forwards a validated call to the bot API (or the verification API) and reads its reply.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { sessionToken } from './session-cookie';
import { readReply } from './upstream-reply';
import type { UpstreamInit, UpstreamService } from './upstream-target';

/** One call to forward. `body` is the validated JSON body, if the call has one. */
export interface UpstreamCall {
  service: UpstreamService;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Send the caller's bearer token (every call but verification). */
  authorised?: boolean;
}

const SERVICE_NAMES: Record<UpstreamService, string> = { bot: 'bot API', verify: 'verification service' };

/**
 * The base URL of an upstream.
 * @throws ApiError 503 when the deployment did not configure it.
 */
export function upstreamBase(c: Context<AppEnv>, service: UpstreamService): string {
  const base = c.get('upstream').base(c.get('settings'), service);
  if (!base) {
    throw new ApiError(
      503,
      'upstream_not_configured',
      `The ${SERVICE_NAMES[service]} is not configured for this deployment, so this request cannot be served.`,
    );
  }
  return base;
}

/** The URL and `fetch` options of `call` (no Request object: fetch takes them as they are). */
function upstreamRequest(c: Context<AppEnv>, call: UpstreamCall, base: string): [string, UpstreamInit] {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = call.authorised ? sessionToken(c) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: UpstreamInit = {
    method: call.method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(c.get('settings').upstreamTimeoutMs),
  };
  if (call.body !== undefined) init.body = JSON.stringify(call.body);
  return [`${base}${call.path}`, init];
}

function isTimeout(error: unknown): boolean {
  const name = error instanceof Object && 'name' in error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * Forwards the call with the session's bearer token (authorised calls only; see sessionToken), to
 * `call.path` only: the caller's query string is never passed on. Answers with the upstream's status
 * and JSON (see readReply).
 * The timeout covers the whole reply, body included; redirects are never followed.
 * @throws ApiError 503 unconfigured, 504 on timeout, 502 when unreachable, redirecting, failing (5xx) or not JSON.
 */
export async function forward(c: Context<AppEnv>, call: UpstreamCall): Promise<Response> {
  const [url, init] = upstreamRequest(c, call, upstreamBase(c, call.service));
  const service = SERVICE_NAMES[call.service];
  try {
    const reply = await c.get('upstream').send(url, init, call.service, c.req.raw);
    c.set('upstreamStatus', reply.status);
    return await readReply(reply, service);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isTimeout(error)) {
      throw new ApiError(
        504,
        'upstream_timeout',
        `The ${service} took too long to answer. Please try again.`,
      );
    }
    throw new ApiError(502, 'upstream_unreachable', `The ${service} could not be reached. Please try again.`);
  }
}

/** Forwards an authorised call (the caller's bearer token goes along) to the bot API. */
export function forwardToBot(
  c: Context<AppEnv>,
  method: UpstreamCall['method'],
  path: string,
  body?: unknown,
): Promise<Response> {
  return forward(c, { service: 'bot', method, path, body, authorised: true });
}

/**
 * Reads `path` from the bot API with the session's token for the worker's own use (the change
 * history), not as an answer: the request log's upstream status is left alone.
 * @returns the parsed JSON of a 2xx reply.
 * @throws ApiError for a 4xx (status kept), and as `forward` does for every other failure.
 */
export async function readFromBot(c: Context<AppEnv>, path: string): Promise<unknown> {
  const call: UpstreamCall = { service: 'bot', method: 'GET', path, authorised: true };
  const [url, init] = upstreamRequest(c, call, upstreamBase(c, 'bot'));
  let reply: Response;
  try {
    reply = await readReply(
      await c.get('upstream').send(url, init, 'bot', c.req.raw, true),
      SERVICE_NAMES.bot,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(502, 'upstream_unreachable', 'The bot API could not be reached.');
  }
  if (reply.status >= 300) {
    throw new ApiError(502, 'upstream_refused', `The bot API refused (status ${reply.status}).`);
  }
  return reply.status === 204 ? null : reply.json();
}
