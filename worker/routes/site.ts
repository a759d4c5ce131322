// Page requests no static file answers: the SPA shell for client routes, 404 for unknown paths.

import type { Context } from 'hono';
import { PAGE_SECURITY_HEADERS, REVALIDATE_CACHE } from '#shared/constants/security';
import { isKnownSpaPath } from '#shared/site-routes';
import type { AppEnv } from '../app-env';

/** Path of the un-rendered SPA shell inside the static assets. */
export const SPA_SHELL_PATH = '/app-shell.html';

/**
 * Serves the SPA shell for GET/HEAD page requests: 200 for routes the SPA knows, 404 (the SPA
 * then shows its 404 page) for the rest. Other methods get 405.
 */
export async function serveSpaShell(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  }
  const shell = await c.env.ASSETS.fetch(new URL(SPA_SHELL_PATH, c.req.url));
  const headers = new Headers(shell.headers);
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Cache-Control', REVALIDATE_CACHE);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const status = isKnownSpaPath(new URL(c.req.url).pathname) ? 200 : 404;
  return new Response(c.req.method === 'HEAD' ? null : shell.body, { status, headers });
}
