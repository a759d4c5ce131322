// Starts the Discord login only when the user asked for it on this site; otherwise answers a page that asks first.
import type { Context } from 'hono';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { LOGIN_CONFIRM_TEXTS } from '#shared/constants/login-confirm';
import { PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import { startLogin } from './session-cookie';
import { isStartedHere } from './site-origin';

/**
 * The confirmation page: plain HTML with the site's strict CSP (no script, no inline style) and one
 * link back to the login start from this origin, which then counts as started here. A link, not a
 * form: the CSP's `form-action 'self'` would block the redirect on to the bot's login. Built once:
 * it holds no request data.
 */
const CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${LOGIN_CONFIRM_TEXTS.title}</title>
</head>
<body>
<main>
<h1>${LOGIN_CONFIRM_TEXTS.heading}</h1>
<p>${LOGIN_CONFIRM_TEXTS.explanation}</p>
<p><a href="${apiUrl(apiRoutes.authDiscord())}">${LOGIN_CONFIRM_TEXTS.button}</a></p>
</main>
</body>
</html>
`;

/**
 * GET /api/auth/discord: when the request was started on this site or from a typed address (see
 * isStartedHere), sets a fresh login nonce (replacing any earlier one: one nonce per attempt) and
 * redirects (302) to `location`; otherwise sets nothing and answers 200 with a page whose 'Login with
 * Discord' link starts the login from this origin. Both replies are `no-store`.
 */
export function startLoginIfAsked(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-store');
  if (!isStartedHere(c)) {
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    return c.html(CONFIRM_PAGE, 200);
  }
  startLogin(c);
  return c.redirect(location, 302);
}
