// Turns an upstream reply into the worker's answer: 2xx JSON passes through, 4xx keeps only the fields the SPA reads, anything unusable is a 502.
import { MAX_UPSTREAM_REPLY_BYTES } from '#shared/constants/limits';
import { ApiError } from './errors';
import { JSON_TYPE, jsonReply } from './json-reply';
import { readCapped } from './stream-limits';

/** A Retry-After the SPA can read: delta-seconds or an HTTP date, nothing else. */
const RETRY_AFTER = /^(\d{1,7}|[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;

/** Decodes upstream bodies as lenient UTF-8 (one instance: a whole-buffer decode keeps no state). */
const decoder = new TextDecoder();

/** `text` parsed as JSON; not ok when it is blank or not JSON (JSON.parse refuses both). */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The fields of an upstream 4xx body the SPA reads, and nothing else: `error` (a string, or an
 * object's string `code` and `message`), `message` and `details` (strings), `success` (a boolean).
 * Null when none is present, or the body is not a JSON object.
 */
export function refusalFields(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const source = body as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  if (typeof source.error === 'string') kept.error = source.error;
  else if (source.error && typeof source.error === 'object') {
    const { code, message } = source.error as Record<string, unknown>;
    kept.error = {
      ...(typeof code === 'string' && { code }),
      ...(typeof message === 'string' && { message }),
    };
  }
  for (const name of ['message', 'details'] as const) {
    if (typeof source[name] === 'string') kept[name] = source[name];
  }
  if (typeof source.success === 'boolean') kept.success = source.success;
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * Reads the reply body within MAX_UPSTREAM_REPLY_BYTES (cancelled past it) as lenient UTF-8. The
 * upstream timeout needs no watching here: the fetch's signal errors the body when it fires.
 */
async function readBody(reply: Response, service: string): Promise<string> {
  const tooLarge = () =>
    new ApiError(502, 'upstream_too_large', `The ${service} sent a reply too large to read.`);
  if (Number(reply.headers.get('Content-Length')) > MAX_UPSTREAM_REPLY_BYTES) {
    await reply.body?.cancel();
    throw tooLarge();
  }
  return decoder.decode(await readCapped(reply.body, MAX_UPSTREAM_REPLY_BYTES, null, tooLarge));
}

/**
 * Answers with the upstream's status: a 2xx passes its JSON body byte for byte (so large ids keep
 * every digit), or 204 when empty; a 4xx passes only `refusalFields` of its JSON body (no body when
 * it has none of them, is empty or not JSON) and a well-formed Retry-After. `service` names the
 * upstream in error messages, e.g. 'bot API'.
 * @throws ApiError 502 for a redirect (never followed), a 5xx, a 2xx whose body is not JSON, or a
 * reply over MAX_UPSTREAM_REPLY_BYTES; the body's own error (the fetch's abort reason on a timeout).
 */
export async function readReply(reply: Response, service: string): Promise<Response> {
  const status = reply.status;
  if (status >= 300 && status < 400) {
    await reply.body?.cancel();
    throw new ApiError(
      502,
      'upstream_redirected',
      `The ${service} answered with a redirect, which is not followed.`,
    );
  }
  if (status >= 500) {
    await reply.body?.cancel();
    throw new ApiError(502, 'upstream_failed', `The ${service} failed to answer (status ${status}).`);
  }
  const text = await readBody(reply, service);
  const json = parseJson(text);
  if (status < 300) {
    if (json.ok) return jsonReply(text, status);
    if (text.trim() === '') return new Response(null, { status: 204 });
    throw new ApiError(502, 'upstream_invalid_reply', `The ${service} sent a reply that could not be read.`);
  }
  const fields = json.ok ? refusalFields(json.value) : null;
  const headers = new Headers();
  const retryAfter = reply.headers.get('Retry-After')?.trim();
  if (retryAfter && RETRY_AFTER.test(retryAfter)) headers.set('Retry-After', retryAfter);
  if (fields) headers.set('Content-Type', JSON_TYPE);
  return new Response(fields ? JSON.stringify(fields) : null, { status, headers });
}
