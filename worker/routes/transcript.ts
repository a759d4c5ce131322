// /api/transcript?url=...: reads a transcript text file server-side for the viewer, safely, cached at the edge.
import { TRANSCRIPT_REFUSAL_CACHE_SECONDS } from '#shared/constants/transcripts';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import { createRouter } from '../app-env';
import { ApiError } from '../lib/errors';
import type { Settings } from '../lib/settings';
import { sharedFlight } from '../lib/shared-flight';
import {
  cacheRefusal,
  cacheTranscript,
  readCachedTranscript,
  transcriptCacheKey,
} from '../lib/transcript-cache';
import { transcriptErrors } from '../lib/transcript-errors';
import { cacheSecondsFor } from '../lib/transcript-expiry';
import { fetchTranscriptText } from '../lib/transcript-fetch';

/** Where the text came from, in the X-Transcript-Cache header. */
export type TranscriptOrigin = 'HIT' | 'MISS' | 'DEMO';

/** Refusals kept briefly in the edge cache: expired (410), too large (413), not text (415). */
const CACHED_REFUSALS = new Set([410, 413, 415]);

/**
 * A transcript's text as the viewer reads it: plain text, never sniffed, sandboxed, a download if
 * opened directly, and never stored by the browser (the edge cache is the only copy).
 */
export function transcriptReply(text: string, origin: TranscriptOrigin): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': 'attachment; filename="transcript.txt"',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
      'X-Transcript-Cache': origin,
    },
  });
}

/**
 * Fetches `url` and caches the text for `seconds`, or a refusal briefly; rethrows every error.
 * `onReply` hears the remote's status (for the request's log line).
 */
async function fetchAndCache(
  key: Request,
  url: URL,
  settings: Settings,
  seconds: number,
  onReply: (status: number) => void,
): Promise<string> {
  try {
    const text = await fetchTranscriptText(url, {
      allowedOrigins: settings.transcriptOrigins,
      timeoutMs: settings.upstreamTimeoutMs,
      onReply,
    });
    await cacheTranscript(key, text, seconds);
    return text;
  } catch (error) {
    if (error instanceof ApiError && CACHED_REFUSALS.has(error.status)) {
      await cacheRefusal(key, error, TRANSCRIPT_REFUSAL_CACHE_SECONDS);
    }
    throw error;
  }
}

/**
 * GET /?url=<link>: 400 for a missing, repeated or refused link and 410 for a Discord link past its
 * `ex=` expiry (nothing fetched); otherwise the edge cache (text for at most 10 minutes and never
 * past the link's expiry; refusals for a minute), else one checked fetch shared by every parallel
 * request for the same link (see fetchTranscriptText).
 */
export const transcriptRoutes = createRouter().get('/', async (c) => {
  const links = c.req.queries('url') ?? [];
  const link = links[0];
  if (links.length !== 1 || !link) throw transcriptErrors.missingUrl();
  const settings = c.get('settings');
  const verdict = checkTranscriptUrl(link, settings.transcriptOrigins);
  if (!verdict.ok) throw transcriptErrors.refused(verdict.reason);
  const seconds = cacheSecondsFor(verdict.url);
  if (verdict.discordHost && seconds === 0) throw transcriptErrors.expired();
  const key = transcriptCacheKey(verdict.url, c.req.url);
  const cached = await readCachedTranscript(key);
  if (cached && 'refusal' in cached) throw cached.refusal;
  if (cached) return transcriptReply(cached.text, 'HIT');
  const text = await sharedFlight(key.url, () =>
    fetchAndCache(key, verdict.url, settings, seconds, (status) => c.set('upstreamStatus', status)),
  );
  return transcriptReply(text, 'MISS');
});
