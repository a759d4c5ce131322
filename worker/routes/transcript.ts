// /api/transcript?url=...: streams a transcript text file through for the viewer, safely, cached at the edge.
import type { Context } from 'hono';
import { TRANSCRIPT_BYTES_HEADER, TRANSCRIPT_REFUSAL_CACHE_SECONDS } from '#shared/constants/transcripts';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import { type AppEnv, createRouter } from '../app-env';
import { ApiError } from '../lib/errors';
import {
  cacheRefusal,
  cacheTranscript,
  readCachedTranscript,
  transcriptCacheKey,
} from '../lib/transcript-cache';
import { transcriptErrors } from '../lib/transcript-errors';
import { cacheSecondsFor } from '../lib/transcript-expiry';
import { fetchTranscriptStream } from '../lib/transcript-fetch';

/** Where the text came from, in the X-Transcript-Cache header. */
export type TranscriptOrigin = 'HIT' | 'MISS' | 'DEMO';

/** Refusals kept briefly in the edge cache: expired (410), too large (413), not text (415). */
const CACHED_REFUSALS = new Set([410, 413, 415]);

/**
 * A transcript's text as the viewer reads it: plain text (a string or a stream), never sniffed,
 * sandboxed, a download if opened directly, never stored by the browser (the edge cache is the only
 * copy), with its size in TRANSCRIPT_BYTES_HEADER when known.
 */
export function transcriptReply(
  body: string | ReadableStream<Uint8Array> | null,
  origin: TranscriptOrigin,
  length: number | null = null,
): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': 'attachment; filename="transcript.txt"',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'no-store',
    'X-Transcript-Cache': origin,
  };
  const size = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : length;
  if (size !== null) headers[TRANSCRIPT_BYTES_HEADER] = String(size);
  return new Response(body, { headers });
}

/** Links being fetched in this isolate, each settling once its text or refusal is in the cache (or not). */
const cacheWrites = new Map<string, Promise<void>>();

/**
 * Fetches `url` and streams it to the caller while a copy goes to the cache for `seconds`; a refusal
 * is cached briefly and rethrown; every error is rethrown. Joiners (see the route) wait on the entry
 * in `cacheWrites` until the cache holds the text or refusal.
 */
async function fetchAndCache(c: Context<AppEnv>, key: Request, url: URL, seconds: number): Promise<Response> {
  let written: () => void = () => undefined;
  const entry = new Promise<void>((resolve) => {
    written = resolve;
  });
  cacheWrites.set(key.url, entry);
  const settle = () => {
    if (cacheWrites.get(key.url) === entry) cacheWrites.delete(key.url);
    written();
  };
  const settings = c.get('settings');
  try {
    const { body, length, outcome } = await fetchTranscriptStream(url, {
      allowedOrigins: settings.transcriptOrigins,
      timeoutMs: settings.upstreamTimeoutMs,
      onReply: (status) => c.set('upstreamStatus', status),
    });
    const [mine, copy] = body.tee();
    const stored = cacheTranscript(key, copy, seconds, length, outcome).then(async () => {
      const failure = await outcome;
      if (failure && CACHED_REFUSALS.has(failure.status)) {
        await cacheRefusal(key, failure, TRANSCRIPT_REFUSAL_CACHE_SECONDS);
      }
    });
    c.executionCtx.waitUntil(stored.finally(settle));
    // A failure that leaves nothing to cache releases the waiting requests at once (they fetch again).
    void outcome.then((failure) => {
      if (failure && !CACHED_REFUSALS.has(failure.status)) settle();
    });
    return transcriptReply(mine, 'MISS', length);
  } catch (error) {
    if (error instanceof ApiError && CACHED_REFUSALS.has(error.status)) {
      await cacheRefusal(key, error, TRANSCRIPT_REFUSAL_CACHE_SECONDS);
    }
    settle();
    throw error;
  }
}

/** The cached reply for `key`, throwing a cached refusal; null on a miss. */
async function fromCache(key: Request): Promise<Response | null> {
  const cached = await readCachedTranscript(key);
  if (!cached) return null;
  if ('refusal' in cached) throw cached.refusal;
  return transcriptReply(cached.body, 'HIT', cached.length);
}

/**
 * GET /?url=<link>: 400 for a missing, repeated or refused link and 410 for a Discord link past its
 * `ex=` expiry (nothing fetched); otherwise the edge cache (text for at most 10 minutes and never
 * past the link's expiry; refusals for a minute), else one checked fetch streamed through (see
 * fetchTranscriptStream). A request for a link already being fetched here waits for that fetch's
 * cache entry instead of fetching again (and fetches itself only when nothing could be cached).
 * A body over the cap streams its first TRANSCRIPT_MAX_BYTES then errors; the link's next request
 * answers the cached 413.
 */
export const transcriptRoutes = createRouter().get('/', async (c) => {
  const links = c.req.queries('url') ?? [];
  const link = links[0];
  if (links.length !== 1 || !link) throw transcriptErrors.missingUrl();
  const verdict = checkTranscriptUrl(link, c.get('settings').transcriptOrigins);
  if (!verdict.ok) throw transcriptErrors.refused(verdict.reason);
  const seconds = cacheSecondsFor(verdict.url);
  if (verdict.discordHost && seconds === 0) throw transcriptErrors.expired();
  const key = transcriptCacheKey(verdict.url, c.req.url);
  const cached = await fromCache(key);
  if (cached) return cached;
  const running = cacheWrites.get(key.url);
  if (running) {
    await running;
    const joined = await fromCache(key);
    if (joined) return joined;
  }
  return fetchAndCache(c, key, verdict.url, seconds);
});
