// The lifetime of a signed Discord attachment link: its `ex=` parameter (hex unix seconds) caps how long it may be cached.
import { TRANSCRIPT_EDGE_CACHE_SECONDS } from '#shared/constants/transcripts';

/**
 * Seconds the text of `url` may stay in the edge cache at `now`: TRANSCRIPT_EDGE_CACHE_SECONDS, or
 * less when the link's `ex=` expiry comes sooner; 0 once it has passed. A link without a readable
 * `ex=` (unsigned, or not Discord's) gets the full lifetime.
 */
export function cacheSecondsFor(url: URL, now = Date.now()): number {
  const ex = url.searchParams.get('ex');
  if (!ex || !/^[0-9a-f]{1,12}$/i.test(ex)) return TRANSCRIPT_EDGE_CACHE_SECONDS;
  const left = Math.floor(Number.parseInt(ex, 16) - now / 1000);
  return Math.max(0, Math.min(TRANSCRIPT_EDGE_CACHE_SECONDS, left));
}
