// Marks HTML pages with the visitor's theme choice (the theme cookie) as `data-theme` on <html>, so the first paint has the chosen colours without an inline script.
import type { MiddlewareHandler } from 'hono';
import { fixedThemeOf } from '#shared/logic/theme';
import type { AppEnv } from '../app-env';

/** Request headers that let the assets answer 304, i.e. "keep your copy". */
const CONDITIONAL_HEADERS = ['If-None-Match', 'If-Modified-Since'];

/**
 * An HTML response gets `data-theme="light|dark"` on <html> when the theme cookie fixes one
 * (streamed through HTMLRewriter) and `Vary: Cookie` either way. A marked page carries no ETag or
 * Last-Modified, and a request with a fixed theme is never answered 304: the browser's copy may be
 * marked for another choice (or none), and revalidating it would paint the wrong theme. Other
 * responses pass unchanged.
 */
export const pageTheme: MiddlewareHandler<AppEnv> = async (c, next) => {
  const theme = fixedThemeOf(c.req.header('Cookie'));
  if (theme && CONDITIONAL_HEADERS.some((name) => c.req.raw.headers.has(name))) {
    const headers = new Headers(c.req.raw.headers);
    for (const name of CONDITIONAL_HEADERS) headers.delete(name);
    c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const headers = new Headers(c.res.headers);
  headers.append('Vary', 'Cookie');
  if (theme) for (const name of ['ETag', 'Last-Modified']) headers.delete(name);
  // An empty statusText is left out: given as '', the runtime would send a blank reason phrase
  // instead of the status's own ("404 Not Found").
  const { status, statusText } = c.res;
  const marked = new Response(c.res.body, statusText ? { status, statusText, headers } : { status, headers });
  c.res = undefined;
  c.res =
    theme && marked.body
      ? new HTMLRewriter()
          .on('html', {
            element(html) {
              html.setAttribute('data-theme', theme);
            },
          })
          .transform(marked)
      : marked;
};
