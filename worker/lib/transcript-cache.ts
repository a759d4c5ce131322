// Edge cache of fetched transcripts and of refusals (Cache API), keyed by the normalised transcript URL.
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { ApiError } from './errors';
import { describeError, logEvent } from './log';

/** What the cache holds for a link: its text, or the refusal it answered with. */
export type CachedTranscript = { text: string } | { refusal: ApiError };

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
    if (!status) return { text: await hit.text() };
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

/** Stores `text` for `seconds` (nothing when 0 or less); a failing cache is logged, never surfaced. */
export function cacheTranscript(key: Request, text: string, seconds: number): Promise<void> {
  return put(key, text, seconds, { 'Content-Type': 'text/plain; charset=utf-8' });
}

/** Stores the refusal `error` for `seconds`, so repeats are answered without fetching again. */
export function cacheRefusal(key: Request, error: ApiError, seconds: number): Promise<void> {
  const body = JSON.stringify({ code: error.code, message: error.message });
  return put(key, body, seconds, {
    'Content-Type': 'application/json',
    [REFUSAL_HEADER]: String(error.status),
  });
}
