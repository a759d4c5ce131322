// Page requests no static file answers: the SPA shell for client routes, 404 for unknown paths.

import type { Context } from 'hono';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { PAGE_SECURITY_HEADERS, REVALIDATE_CACHE } from '#shared/constants/security';
import { dashboardShellPath } from '#shared/logic/dashboard-shells';
import { type EdgeReads, edgeReadPaths } from '#shared/logic/edge-reads';
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
 * The preload of the viewer's `?content=` link in `url` (a `Link` header: the browser requests the
 * transcript as the HTML arrives, and the page's own request of that URL, in start-load.ts, takes
 * that reply instead of asking again); null without a link. The link is URL-encoded into our own
 * /api path, so it cannot break out of the header.
 */
function transcriptPreload(url: URL): string | null {
  const link = addressContentLink(url.search);
  return link && `<${apiUrl(apiRoutes.transcript(link))}>; rel=preload; as=fetch; crossorigin=anonymous`;
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
 * with a link also preloads it (transcriptPreload).
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
  const preload = viewer && transcriptPreload(new URL(c.req.url));
  if (preload) headers.append('Link', preload);
  if (!reads) return new Response(shell.body, { status, headers });
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
  headers.append('Vary', VISITOR_LOCALE_VARY);
  for (const name of ['ETag', 'Last-Modified', 'Content-Length']) headers.delete(name);
  return withEdgeReads(new Response(shell.body, { status, headers }), pathname, reads);
}
