// Edge cache of fetched transcripts (Cache API), keyed by the normalised transcript URL.
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { TRANSCRIPT_EDGE_CACHE_SECONDS } from '#shared/constants/transcripts';
import { describeError, logEvent } from './log';

/** The cache entry's key: this worker's own /api/transcript URL for `url` (Cache API keys must be http(s) GETs). */
export function transcriptCacheKey(url: URL, requestUrl: string): Request {
  return new Request(new URL(apiUrl(apiRoutes.transcript(url.href)), requestUrl));
}

/** The cached text for `key`, or null on a miss or when the cache cannot be read. */
export async function readCachedTranscript(key: Request): Promise<string | null> {
  try {
    const hit = await caches.default.match(key);
    return hit ? await hit.text() : null;
  } catch (error) {
    logEvent('warn', 'transcript_cache_failed', { operation: 'read', error: describeError(error) });
    return null;
  }
}

/** Stores `text` for TRANSCRIPT_EDGE_CACHE_SECONDS; a failing cache is logged, never surfaced. */
export async function cacheTranscript(key: Request, text: string): Promise<void> {
  const entry = new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${TRANSCRIPT_EDGE_CACHE_SECONDS}`,
    },
  });
  try {
    await caches.default.put(key, entry);
  } catch (error) {
    logEvent('warn', 'transcript_cache_failed', { operation: 'write', error: describeError(error) });
  }
}
