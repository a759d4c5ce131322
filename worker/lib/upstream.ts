// The one upstream client: forwards a validated call to the bot API (or the verification API) and reads its reply.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { handleDemoRequest } from '../demo/demo-api';
import { ApiError } from './errors';
import { sessionToken } from './session-cookie';
import { readReply } from './upstream-reply';

/** Which upstream a call goes to. */
export type UpstreamService = 'bot' | 'verify';

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
/** Origin of the requests handed to the in-process demo bot API; never fetched. */
const DEMO_ORIGIN = 'http://demo.invalid';

/**
 * The base URL of an upstream, or null in demo mode (the in-process demo bot API answers).
 * @throws ApiError 503 when demo mode is off and the base is not configured.
 */
export function upstreamBase(c: Context<AppEnv>, service: UpstreamService): string | null {
  const settings = c.get('settings');
  if (settings.demoMode) return null;
  const base = service === 'bot' ? settings.botApiBase : settings.verifyApiBase;
  if (!base) {
    throw new ApiError(
      503,
      'upstream_not_configured',
      `The ${SERVICE_NAMES[service]} is not configured for this deployment, so this request cannot be served.`,
    );
  }
  return base;
}

function upstreamRequest(c: Context<AppEnv>, call: UpstreamCall, base: string): Request {
  const headers = new Headers({ Accept: 'application/json' });
  const token = call.authorised ? sessionToken(c) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(`${base}${call.path}${new URL(c.req.url).search}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(c.get('settings').upstreamTimeoutMs),
  });
}

function isTimeout(error: unknown): boolean {
  const name = error instanceof Object && 'name' in error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * Forwards the call with the session's bearer token (authorised calls only; see sessionToken) and the query string of
 * the incoming request, and answers with the upstream's status and JSON body (see readReply).
 * The timeout covers the whole reply, body included; redirects are never followed.
 * @throws ApiError 503 unconfigured, 504 on timeout, 502 when unreachable, redirecting, failing (5xx) or not JSON.
 */
export async function forward(c: Context<AppEnv>, call: UpstreamCall): Promise<Response> {
  const base = upstreamBase(c, call.service);
  const request = upstreamRequest(c, call, base ?? DEMO_ORIGIN);
  const service = SERVICE_NAMES[call.service];
  const context = { call: `${call.method} ${call.path}`, service };
  try {
    const reply = base === null ? await handleDemoRequest(request, call.service) : await fetch(request);
    return await readReply(reply, context);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isTimeout(error)) {
      console.error(`upstream timeout: ${context.call}`);
      throw new ApiError(
        504,
        'upstream_timeout',
        `The ${service} took too long to answer. Please try again.`,
      );
    }
    console.error(`upstream unreachable: ${context.call}: ${error instanceof Error ? error.name : 'error'}`);
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
