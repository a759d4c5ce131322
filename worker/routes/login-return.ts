// The return from the bot's login: `?token=` on `/` or `/auth-landing` goes straight into the session cookie, never into the page.
import type { Context, MiddlewareHandler } from 'hono';
import { PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import { LOGIN_OUTCOME_PARAM, LOGIN_OUTCOMES } from '#shared/constants/session';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import { paths } from '#shared/site-routes';
import { createRouter } from '../app-env';
import { logEvent } from '../lib/log';
import { isOversizedToken, isPlausibleToken, startSession, takeLogin } from '../lib/session-cookie';

/**
 * Takes the token out of the address: when this browser started the login (its nonce cookie, see
 * takeLogin) and the token is well formed and fits in the cookie, it becomes the session; otherwise
 * it is dropped and any existing session stays (a token too long for a cookie is logged by its length,
 * and the landing page says 'Token invalid'). Returns whether it was accepted. Never logs the token or the URL.
 */
function receiveToken(c: Context, token: string): boolean {
  const started = takeLogin(c);
  if (started && isOversizedToken(token)) {
    logEvent('warn', 'login_token_too_long', { length: token.length });
  }
  if (!started || !isPlausibleToken(token)) return false;
  startSession(c, token);
  return true;
}

/**
 * A redirect to `location` with the security headers of every page (CSP, HSTS, framing…) that no
 * cache keeps and that sends no referrer on.
 */
function cleanRedirect(c: Context, location: string): Response {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 302);
}

/** Lets requests without a `?token=` value through to the static page or the SPA shell. */
function withToken(handle: (c: Context, token: string) => Response): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.query(TOKEN_QUERY_PARAM)?.trim();
    if (!token) return next();
    return handle(c, token);
  };
}

/**
 * `/?token=`: keeps an accepted token as the session and sends the browser to a clean `/` (spec:
 * "kept as the session token and the browser is sent to /"); a refused one is dropped silently.
 * `/auth-landing?token=`: redirects to `/auth-landing?login=accepted|refused`, where the page
 * validates the new session or says 'Token invalid'. Without a token both pages load as they are.
 */
export const loginReturnRoutes = createRouter().get(
  paths.home,
  withToken((c, token) => {
    receiveToken(c, token);
    return cleanRedirect(c, paths.home);
  }),
  (c) => c.env.ASSETS.fetch(c.req.raw),
);
for (const landing of [paths.authLanding, `${paths.authLanding}/`]) {
  loginReturnRoutes.get(
    landing,
    withToken((c, token) => {
      const outcome = receiveToken(c, token) ? LOGIN_OUTCOMES.accepted : LOGIN_OUTCOMES.refused;
      return cleanRedirect(c, `${paths.authLanding}?${LOGIN_OUTCOME_PARAM}=${outcome}`);
    }),
  );
}
