// BENCH_HTTP2=1: the throttled-phone probes (transcript-phone, dashboard) load their pages over HTTP/2, as production serves them.
import { startHttp2Front } from './http2-front.mjs';

/**
 * True when BENCH_HTTP2=1: the throttled-phone probes put a local TLS + HTTP/2 front
 * (startHttp2Front) before wrangler dev, whose HTTP/1.1 lets Chromium open at most 6 connections
 * to the page's host, so that a request waits for one while Cloudflare's HTTP/2 and HTTP/3 send
 * every request at once on one connection. Off by default: the figures stay comparable with
 * earlier runs. Needs openssl (the front's throwaway certificate). What it does not model: request
 * priorities. The front passes each reply's bytes on as they come, and Chromium's emulated
 * 1.6 Mbit/s is dealt to all open requests in turn, a packet each, whatever their priority, so
 * a `fetchpriority="low"` reply's bytes compete with the page's scripts here where Cloudflare
 * would send them after. The Worker sees the front's address with `http:` (wrangler dev).
 */
export const benchOverHttp2 = process.env.BENCH_HTTP2 === '1';

/** What the probes' titles say of the protocol: ', HTTP/2' under BENCH_HTTP2=1, else ''. */
export const protocolInTitle = benchOverHttp2 ? ', HTTP/2' : '';

/** What the probes' figure names say of the protocol: ' over HTTP/2' under BENCH_HTTP2=1, else ''. */
export const protocolInFigure = benchOverHttp2 ? ' over HTTP/2' : '';

/**
 * Where the browser loads the pages of the product at `baseUrl`: with `http2`, a front started
 * before it (stopped by the context's cleanup, even on failure) and the Chromium switch that
 * accepts that front's certificate only; else `baseUrl` itself and no switch.
 * Resolves with `{ pagesUrl, chromiumFlags }`.
 * @throws Error when the front cannot start (e.g. openssl missing).
 */
export async function servePages(context, baseUrl, http2) {
  if (!http2) return { pagesUrl: baseUrl, chromiumFlags: [] };
  const front = await startHttp2Front(baseUrl);
  context.onCleanup(front.close);
  return { pagesUrl: front.origin, chromiumFlags: front.chromiumFlags };
}
