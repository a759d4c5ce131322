// /api/transcript?url=...: reads a transcript text file server-side for the viewer, safely, cached at the edge.
import { TRANSCRIPT_EDGE_CACHE_SECONDS } from '#shared/constants/transcripts';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import { createRouter } from '../app-env';
import { demoTranscript } from '../demo/transcripts';
import { cacheTranscript, readCachedTranscript, transcriptCacheKey } from '../lib/transcript-cache';
import { transcriptErrors } from '../lib/transcript-errors';
import { fetchTranscriptText } from '../lib/transcript-fetch';

/** Where the text came from, in the X-Transcript-Cache header. */
type Origin = 'HIT' | 'MISS' | 'DEMO';

function textReply(text: string, origin: Origin): Response {
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
 * GET /?url=<link>: 400 for a missing, repeated or refused link (nothing fetched); in demo mode the
 * demo links answer in-process; otherwise the edge cache, else a checked fetch (see fetchTranscriptText).
 */
export const transcriptRoutes = createRouter().get('/', async (c) => {
  const links = c.req.queries('url') ?? [];
  const link = links[0];
  if (links.length !== 1 || !link) throw transcriptErrors.missingUrl();
  const settings = c.get('settings');
  const verdict = checkTranscriptUrl(link, settings.transcriptOrigins);
  if (!verdict.ok) throw transcriptErrors.refused(verdict.reason);
  const demo = settings.demoMode ? demoTranscript(verdict.url) : null;
  if (demo !== null) return textReply(demo, 'DEMO');
  const key = transcriptCacheKey(verdict.url, c.req.url);
  const cached = await readCachedTranscript(key);
  if (cached !== null) return textReply(cached, 'HIT');
  const text = await fetchTranscriptText(verdict.url, {
    allowedOrigins: settings.transcriptOrigins,
    timeoutMs: settings.upstreamTimeoutMs,
  });
  c.executionCtx.waitUntil(cacheTranscript(key, text));
  return textReply(text, 'MISS');
});
