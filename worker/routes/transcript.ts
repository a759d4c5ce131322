// /api/transcript?url=...: reads a transcript text file server-side for the viewer, safely, cached at the edge.
import { TRANSCRIPT_EDGE_CACHE_SECONDS } from '#shared/constants/transcripts';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import { createRouter } from '../app-env';
import { cacheTranscript, readCachedTranscript, transcriptCacheKey } from '../lib/transcript-cache';
import { transcriptErrors } from '../lib/transcript-errors';
import { fetchTranscriptText } from '../lib/transcript-fetch';

/** Where the text came from, in the X-Transcript-Cache header. */
export type TranscriptOrigin = 'HIT' | 'MISS' | 'DEMO';

/** A transcript's text as the viewer reads it: plain text, never sniffed, sandboxed, cached privately. */
export function transcriptReply(text: string, origin: TranscriptOrigin): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': `private, max-age=${TRANSCRIPT_EDGE_CACHE_SECONDS}`,
      'X-Transcript-Cache': origin,
    },
  });
}

/**
 * GET /?url=<link>: 400 for a missing, repeated or refused link (nothing fetched); otherwise the
 * edge cache, else a checked fetch (see fetchTranscriptText).
 */
export const transcriptRoutes = createRouter().get('/', async (c) => {
  const links = c.req.queries('url') ?? [];
  const link = links[0];
  if (links.length !== 1 || !link) throw transcriptErrors.missingUrl();
  const settings = c.get('settings');
  const verdict = checkTranscriptUrl(link, settings.transcriptOrigins);
  if (!verdict.ok) throw transcriptErrors.refused(verdict.reason);
  const key = transcriptCacheKey(verdict.url, c.req.url);
  const cached = await readCachedTranscript(key);
  if (cached !== null) return transcriptReply(cached, 'HIT');
  const text = await fetchTranscriptText(verdict.url, {
    allowedOrigins: settings.transcriptOrigins,
    timeoutMs: settings.upstreamTimeoutMs,
  });
  c.executionCtx.waitUntil(cacheTranscript(key, text));
  return transcriptReply(text, 'MISS');
});
