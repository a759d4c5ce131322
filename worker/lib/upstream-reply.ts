// Turns an upstream reply into the worker's answer: JSON passes through unchanged, anything unusable is a 502.
import { ApiError } from './errors';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Upstream headers a client may act on, kept on 4xx replies (e.g. 429 Retry-After). */
const KEPT_HEADERS = ['Retry-After'];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers with the upstream's status and its JSON body byte for byte (so large ids keep every digit).
 * A 2xx with an empty body answers 204; a 4xx whose body is empty or not JSON keeps its status
 * with no body (the SPA then shows 'HTTP {status}').
 * `service` is the upstream's readable name for error messages, e.g. 'bot API'.
 * @throws ApiError 502 for a redirect (never followed), a 5xx, or a 2xx whose body is not JSON.
 */
export async function readReply(reply: Response, service: string): Promise<Response> {
  if (reply.status >= 300 && reply.status < 400) {
    throw new ApiError(
      502,
      'upstream_redirected',
      `The ${service} answered with a redirect, which is not followed.`,
    );
  }
  if (reply.status >= 500) {
    throw new ApiError(502, 'upstream_failed', `The ${service} failed to answer (status ${reply.status}).`);
  }
  const text = await reply.text();
  const json = text.trim() !== '' && isJson(text);
  if (reply.ok) {
    if (text.trim() === '') return new Response(null, { status: 204 });
    if (!json) {
      throw new ApiError(
        502,
        'upstream_invalid_reply',
        `The ${service} sent a reply that could not be read.`,
      );
    }
  }
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = reply.headers.get(name);
    if (value !== null && !reply.ok) headers.set(name, value);
  }
  if (json) headers.set('Content-Type', JSON_TYPE);
  return new Response(json ? text : null, { status: reply.status, headers });
}
