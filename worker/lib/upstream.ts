// The one upstream client: forwards a validated call to the bot API (or the verification API) and reads its reply.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { handleDemoRequest } from '../demo/demo-api';
import { ApiError } from './errors';

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

/**
 * Forwards the call with the caller's bearer token and the query string of the incoming request,
 * and answers with the upstream's status and JSON body.
 * @throws ApiError 503 unconfigured, 504 on timeout, 502 when unreachable, failing (5xx) or not JSON.
 */
export async function forward(c: Context<AppEnv>, call: UpstreamCall): Promise<Response> {
  const base = upstreamBase(c, call.service);
  const headers = new Headers({ Accept: 'application/json' });
  const authorization = c.req.header('Authorization');
  if (call.authorised && authorization) headers.set('Authorization', authorization);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  const search = new URL(c.req.url).search;
  const request = new Request(`${base ?? 'http://demo.invalid'}${call.path}${search}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.timeout(c.get('settings').upstreamTimeoutMs),
  });
  const service = SERVICE_NAMES[call.service];
  let reply: Response;
  try {
    reply = base === null ? await handleDemoRequest(request, call.service) : await fetch(request);
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      console.error(`upstream timeout: ${call.method} ${call.path}`);
      throw new ApiError(
        504,
        'upstream_timeout',
        `The ${service} took too long to answer. Please try again.`,
      );
    }
    console.error(`upstream unreachable: ${call.method} ${call.path}: ${String(error)}`);
    throw new ApiError(502, 'upstream_unreachable', `The ${service} could not be reached. Please try again.`);
  }
  return readReply(reply, call, service);
}

async function readReply(reply: Response, call: UpstreamCall, service: string): Promise<Response> {
  const text = await reply.text();
  if (reply.status >= 500) {
    console.error(`upstream failed: ${call.method} ${call.path} -> ${reply.status}`);
    throw new ApiError(502, 'upstream_failed', `The ${service} failed to answer (status ${reply.status}).`);
  }
  if (text.trim() === '') return new Response(null, { status: reply.ok ? 204 : reply.status });
  try {
    const json: unknown = JSON.parse(text);
    return Response.json(json, { status: reply.status });
  } catch {
    console.error(`upstream sent non-JSON: ${call.method} ${call.path} -> ${reply.status}`);
    throw new ApiError(502, 'upstream_invalid_reply', `The ${service} sent a reply that could not be read.`);
  }
}
