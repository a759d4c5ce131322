// Page requests no static file answers: the SPA shell for client routes, 404 for unknown paths.

import type { Context } from 'hono';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { PAGE_SECURITY_HEADERS, REVALIDATE_CACHE } from '#shared/constants/security';
import { dashboardShellPath } from '#shared/logic/dashboard-shells';
import { type EdgeReads, edgeReadPaths } from '#shared/logic/edge-reads';
import { escapeHtml } from '#shared/logic/escape-html';
import { addressContentLink, transcribeShellPath } from '#shared/logic/transcribe-shell';
import { isKnownSpaPath } from '#shared/site-routes';
import type { AppEnv } from '../app-env';
import { edgeReadsBlock, startEdgeReads } from '../lib/edge-reads';
import { enforceRateLimits } from '../lib/rate-limit';
import { usesSessionCookie } from '../lib/session-cookie';
import { fillShellContent } from '../lib/shell-content';
import { VISITOR_LOCALE_VARY, visitorLocale } from '../lib/visitor-locale';

/** Path of the un-rendered SPA shell inside the static assets. */
export const SPA_SHELL_PATH = '/app-shell.html';

/** A signed-in page's HTML holds the user's data: never kept by any cache. */
const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * The reads of a signed-in GET of a dashboard page (see edgeReadPaths), started now; null for
 * any other request. A session over its API rate limit gets no reads (an empty block): the SPA's
 * own calls then meet the limit as they do without the Worker's help.
 */
function edgeReadsOf(c: Context<AppEnv>, pathname: string): Promise<EdgeReads> | null {
  const paths = edgeReadPaths(pathname);
  if (c.req.method !== 'GET' || paths.length === 0 || !usesSessionCookie(c)) return null;
  return enforceRateLimits(c).then(
    () => startEdgeReads(c, paths),
    () => ({}),
  );
}

/** `headers` without the static file's length and validators, which no longer describe a rewritten body. */
function rewritten(headers: Headers): Headers {
  for (const name of ['ETag', 'Last-Modified', 'Content-Length']) headers.delete(name);
  return headers;
}

/**
 * `shell` with the page's main content written into it from `reads` (fillShellContent) and the
 * edge reads' JSON block added at the end of its body, once `reads` settle (at most
 * EDGE_READS_WAIT_MS later). The head streams on at once, so the browser loads the page's
 * stylesheet and scripts meanwhile; module scripts run after the block is parsed.
 */
function withEdgeReads(shell: Response, pathname: string, reads: Promise<EdgeReads>): Response {
  return fillShellContent(new HTMLRewriter(), pathname, reads)
    .on('body', {
      element(body) {
        body.onEndTag(async (end) => {
          end.before(edgeReadsBlock(await reads), { html: true });
        });
      },
    })
    .transform(shell);
}

/**
 * `shell` (the viewer's page) with a preload of the viewer's `?content=` `link` at the end of its
 * head: the browser requests the transcript as the HTML arrives, and the page's own request of that
 * URL (start-load.ts) takes that reply instead of asking again. At `fetchpriority="low"`, so the
 * page's stylesheet, code and catalogues come first: over HTTP/2 and HTTP/3 the request leaves at
 * once and its bytes follow theirs; over HTTP/1.1 it waits for a connection until they have one
 * (as a `Link` header it took a connection before them, and at low priority still did). The link
 * is URL-encoded into our own /api path and the attribute escaped, so it cannot break out of either.
 */
function withTranscriptPreload(shell: Response, link: string): Response {
  const href = escapeHtml(apiUrl(apiRoutes.transcript(link)));
  const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${href}">`;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(preload, { html: true });
      },
    })
    .transform(shell);
}

/**
 * The page's shell from the static assets: the pre-rendered page at `prerendered` (a dashboard
 * shell, the transcript viewer) when given and present, else the SPA shell.
 */
async function shellFor(c: Context<AppEnv>, prerendered: string | null): Promise<Response> {
  if (prerendered) {
    const shell = await c.env.ASSETS.fetch(new URL(prerendered, c.req.url));
    if (shell.ok) return shell;
    await shell.body?.cancel();
  }
  return c.env.ASSETS.fetch(new URL(SPA_SHELL_PATH, c.req.url));
}

/**
 * Serves the SPA shell for GET/HEAD page requests: 200 for routes the SPA knows, 404 (the SPA
 * then shows its 404 page) for the rest. Other methods get 405. A signed-in GET of a dashboard
 * page gets that kind of page's pre-rendered shell instead, in the visitor's language (its chrome
 * drawn, its code and catalogues preloaded; shared/logic/dashboard-shells.ts) with the page's reads (worker/lib/edge-reads.ts) in the HTML,
 * which no cache keeps. The transcript viewer gets its pre-rendered page in the visitor's language,
 * loading when `?content=` holds a link, else empty (shared/logic/transcribe-shell.ts); a GET
 * with a link also preloads it (withTranscriptPreload).
 */
export async function serveSpaShell(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  }
  const pathname = new URL(c.req.url).pathname;
  const reads = edgeReadsOf(c, pathname);
  const viewer = transcribeShellPath(new URL(c.req.url), visitorLocale(c));
  const shell = await shellFor(c, reads ? dashboardShellPath(pathname, visitorLocale(c)) : viewer);
  const headers = new Headers(shell.headers);
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Cache-Control', REVALIDATE_CACHE);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (viewer) headers.append('Vary', VISITOR_LOCALE_VARY);
  const status = isKnownSpaPath(pathname) ? 200 : 404;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const link = viewer && addressContentLink(new URL(c.req.url).search);
  if (link)
    return withTranscriptPreload(new Response(shell.body, { status, headers: rewritten(headers) }), link);
  if (!reads) return new Response(shell.body, { status, headers });
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
  headers.append('Vary', VISITOR_LOCALE_VARY);
  rewritten(headers);
  return withEdgeReads(new Response(shell.body, { status, headers }), pathname, reads);
}
