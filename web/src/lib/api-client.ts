// The one API client: every call to the worker's /api goes through `apiRequest` (or `checkedRead`, for the first load's reads).
import { apiUrl } from '#shared/api-routes';
import { RATE_LIMITS, tooManyRequestsText } from '#shared/constants/rate-limits';
import type { EdgeRead } from '#shared/logic/edge-reads';
import type { EdgeReadOutput, EdgeReadSchemaName } from '#shared/schemas/edge-reads';
import type { ZodMiniType } from '#shared/schemas/zod';
import { takeEdgeRead, takeSucceededEdgeRead } from './edge-reads';
import { NETWORK_ERROR_TEXT, readServerMessage } from './server-message';
import { clearToken } from './session';

/** Why a call failed: no answer in time, no answer at all, a non-OK status, or an unexpected body. */
export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'invalid';

/**
 * A failed API call. `serverMessage` is the reply's `error`/`message` text, if it had one;
 * `data` is the error reply's parsed body, for callers that read more of it. A 429 carries
 * `retryAfterSeconds` (from Retry-After), and its message and serverMessage say when to try again.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly serverMessage?: string,
    readonly data?: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Options of one call. */
export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Abort after this many milliseconds (default: no timeout, as the spec's client defaults say). */
  timeoutMs?: number;
  /** Validates the reply; a mismatch throws kind 'invalid'. */
  schema?: ZodMiniType<T>;
  signal?: AbortSignal;
  /** 'text' returns a text/plain reply as a string (error replies are still read as JSON). Default 'json'. */
  responseType?: 'json' | 'text';
  /** Extra request headers, e.g. the edit-conflict check's X-History-Base. */
  headers?: Record<string, string>;
}

/**
 * Calls `/api` + `path` with JSON. The session travels in its HttpOnly cookie (same-origin
 * credentials); the SPA never sees or sends the token itself.
 * @throws ApiRequestError: 'timeout', 'network', 'http' (with status and server message) or 'invalid'.
 * A 401 also ends the local session, so the session guard sends the user to /login.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const text = options.responseType === 'text';
  const edge = (options.method ?? 'GET') === 'GET' && !text ? takeEdgeRead(path) : undefined;
  const data = edge ? fromEdge(edge) : await callApi(path, options);
  if (text && typeof data !== 'string')
    throw new ApiRequestError('invalid', 'Invalid response data structure');
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError('invalid', 'Invalid response data structure');
  return parsed.data;
}

/**
 * Calls GET `path` (see apiRequest), validated by the schema `name` of EDGE_READ_SCHEMAS
 * (shared/schemas/edge-reads.ts), which loads with the call, alongside it. The Worker's read of
 * the path for this page (web/src/lib/edge-reads.ts) was checked with the same schema and holds its
 * output, so it is taken as it is and no schema loads: a page's first load carries no zod.
 * @throws ApiRequestError as apiRequest does; 'network' when the schema's code fails to load.
 */
export async function checkedRead<Name extends EdgeReadSchemaName>(
  path: string,
  name: Name,
  options: Pick<ApiRequestOptions<unknown>, 'timeoutMs' | 'signal'> = {},
): Promise<EdgeReadOutput<Name>> {
  const edge = takeEdgeRead(path);
  if (edge) return fromEdge(edge) as EdgeReadOutput<Name>;
  const [data, schema] = await Promise.all([
    callApi(path, options),
    import('#shared/schemas/edge-reads').then(
      (module) => module.EDGE_READ_SCHEMAS[name],
      () => {
        throw new ApiRequestError('network', NETWORK_ERROR_TEXT);
      },
    ),
  ]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError('invalid', 'Invalid response data structure');
  return parsed.data as EdgeReadOutput<Name>;
}

/**
 * The Worker's succeeded read of GET `path` for this page, as checkedRead with the schema `Name`
 * would return it, taken now: a query's `initialData`, so the page's first render has the data and
 * no second render follows when the query answers. Undefined when the page has no such read or it
 * failed; the query then calls checkedRead, which takes a failed read as its first attempt.
 */
export function initialCheckedRead<Name extends EdgeReadSchemaName>(
  path: string,
): EdgeReadOutput<Name> | undefined {
  return takeSucceededEdgeRead(path)?.body as EdgeReadOutput<Name> | undefined;
}

/**
 * The reply the Worker read for this page (web/src/lib/edge-reads.ts) in place of a call: its body,
 * or for a failed read the error the same reply would have given (a 5xx, whose texts name only
 * its status).
 * @throws ApiRequestError 'http' with the failed read's status.
 */
function fromEdge(read: EdgeRead): unknown {
  if (read.status >= 200 && read.status <= 299) return read.body;
  throw new ApiRequestError('http', `HTTP ${read.status}`, read.status);
}

/**
 * Sends the call and returns its parsed reply (see readReply).
 * @throws ApiRequestError as apiRequest does: 'http' for a non-OK reply, 'timeout' or 'network' when
 * no reply (or no whole body) arrived.
 */
async function callApi(path: string, options: ApiRequestOptions<unknown>): Promise<unknown> {
  const text = options.responseType === 'text';
  const deadline = withTimeout(options.signal, options.timeoutMs);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: text ? 'text/plain, application/json' : 'application/json',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const reply = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: deadline.signal,
    });
    const data = await readReply(reply, text);
    if (!reply.ok) throw replyError(reply, data);
    return data;
  } catch (error) {
    throw error instanceof ApiRequestError ? error : transportError(error);
  } finally {
    deadline.clear();
  }
}

/**
 * The reply's body: undefined when empty; with `text`, a reply that is not JSON as its text;
 * otherwise parsed as JSON, or its text when it is not JSON (the caller's schema then refuses it).
 */
async function readReply(reply: Response, text: boolean): Promise<unknown> {
  const body = await reply.text();
  if (body === '') return undefined;
  if (text && !/\bjson\b/.test(reply.headers.get('Content-Type') ?? '')) return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * One signal that aborts when the caller's signal does or, with a reason named TimeoutError,
 * after `timeoutMs`.
 */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs) return { signal, clear: () => {} };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    timeoutMs,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Seconds to wait from a Retry-After header: delta-seconds or an HTTP date, rounded up, at least 1;
 * missing or unreadable, the worker's longest limit period.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return RATE_LIMITS.strict.period;
  return Math.max(1, Math.ceil(seconds));
}

/** The error of a non-OK reply with its parsed body `data`; a 401 also ends the local session. */
function replyError(reply: Response, data: unknown): ApiRequestError {
  const status = reply.status;
  if (status === 401) clearToken();
  if (status === 429) {
    const wait = retryAfterSeconds(reply.headers.get('Retry-After'));
    const text = tooManyRequestsText(wait);
    return new ApiRequestError('http', text, status, text, data, wait);
  }
  const serverMessage = readServerMessage(data);
  return new ApiRequestError('http', serverMessage ?? `HTTP ${status}`, status, serverMessage, data);
}

/** The error of a call that got no reply: aborted or timed out ('timeout'), else 'network'. */
function transportError(error: unknown): ApiRequestError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiRequestError('timeout', 'Request timeout - please check your connection');
  }
  return new ApiRequestError('network', NETWORK_ERROR_TEXT);
}
