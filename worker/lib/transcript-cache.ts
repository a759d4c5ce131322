// Edge cache of fetched transcripts and of refusals (Cache API), keyed by the normalised transcript URL.
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { TRANSCRIPT_BYTES_HEADER } from '#shared/constants/transcripts';
import { ApiError } from './errors';
import { describeError, logEvent } from './log';

/** What the cache holds for a link: its text as a stream (with its size when known), or the refusal it answered with. */
export type CachedTranscript =
  | { body: ReadableStream<Uint8Array> | null; length: number | null }
  | { refusal: ApiError };

/** Marks an entry holding a refusal (entries are stored as 200s, which every cache keeps). */
const REFUSAL_HEADER = 'X-Transcript-Refusal';

/** The cache entry's key: this worker's own /api/transcript URL for `url` (Cache API keys must be http(s) GETs). */
export function transcriptCacheKey(url: URL, requestUrl: string): Request {
  return new Request(new URL(apiUrl(apiRoutes.transcript(url.href)), requestUrl));
}

/** The cached text or refusal for `key`, or null on a miss or when the cache cannot be read. */
export async function readCachedTranscript(key: Request): Promise<CachedTranscript | null> {
  try {
    const hit = await caches.default.match(key);
    if (!hit) return null;
    const status = Number(hit.headers.get(REFUSAL_HEADER));
    if (!status) {
      const length = hit.headers.get(TRANSCRIPT_BYTES_HEADER) ?? hit.headers.get('Content-Length');
      return { body: hit.body, length: length ? Number(length) : null };
    }
    const { code, message } = (await hit.json()) as { code: string; message: string };
    return { refusal: new ApiError(status as ApiError['status'], code, message) };
  } catch (error) {
    logEvent('warn', 'transcript_cache_failed', { operation: 'read', error: describeError(error) });
    return null;
  }
}

async function put(key: Request, body: string, seconds: number, headers: Record<string, string>) {
  if (seconds <= 0) return;
  const entry = new Response(body, {
    headers: { ...headers, 'Cache-Control': `public, max-age=${seconds}` },
  });
  try {
    await caches.default.put(key, entry);
  } catch (error) {
    logEvent('warn', 'transcript_cache_failed', { operation: 'write', error: describeError(error) });
  }
}

/**
 * Stores the text streaming in `body` for `seconds` (nothing when 0 or less), with its size `length`
 * when known. Settles once stored; a failing cache is logged, never surfaced. A body that ends in an
 * error (its `outcome`) stores nothing: whatever the cache took of it is deleted, and that failure is
 * the caller's to report, not logged here.
 */
export async function cacheTranscript(
  key: Request,
  body: ReadableStream<Uint8Array>,
  seconds: number,
  length: number | null,
  outcome: Promise<ApiError | null>,
): Promise<void> {
  if (seconds <= 0) {
    await body.cancel();
    return;
  }
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': `public, max-age=${seconds}`,
  };
  if (length !== null) headers[TRANSCRIPT_BYTES_HEADER] = String(length);
  let failure: unknown = null;
  try {
    await caches.default.put(key, new Response(body, { headers }));
  } catch (error) {
    failure = error;
  }
  if ((await outcome) !== null) {
    await caches.default.delete(key).catch(() => false);
  } else if (failure) {
    logEvent('warn', 'transcript_cache_failed', { operation: 'write', error: describeError(failure) });
  }
}

/** Stores the refusal `error` for `seconds`, so repeats are answered without fetching again. */
export function cacheRefusal(key: Request, error: ApiError, seconds: number): Promise<void> {
  const body = JSON.stringify({ code: error.code, message: error.message });
  return put(key, body, seconds, {
    'Content-Type': 'application/json',
    [REFUSAL_HEADER]: String(error.status),
  });
}
