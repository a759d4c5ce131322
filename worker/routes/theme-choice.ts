// The public site's theme form (POST /theme, no script): remembers the choice in the theme cookie and sends the visitor back to the page.
import { PAGE_SECURITY_HEADERS } from '#shared/constants/security';
import {
  THEME_CHOICES,
  THEME_FORM_FIELDS,
  THEME_FORM_PATH,
  type ThemeChoice,
  themeCookie,
} from '#shared/logic/theme';
import { paths } from '#shared/site-routes';
import { createRouter } from '../app-env';
import { ApiError } from '../lib/errors';
import { isFromSite } from '../lib/site-origin';

/** The only body the form sends. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The most a real form body takes (a choice and a page path), in bytes. */
const MAX_FORM_BYTES = 4096;

/** `value` when it is a path of this site (one leading slash, no scheme or host), else the home page. */
function samePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]|[\\\s]/.test(value)) return paths.home;
  return value;
}

/**
 * POST /theme with `theme=system|light|dark&back=/path`: a 303 to `back` (a path of this site, else
 * `/`) with the theme cookie set ('system' forgets it), so the next page is marked before its first
 * paint (worker/lib/page-theme.ts). Refused: a body that is not a form (415), larger than
 * MAX_FORM_BYTES or of unknown length (413), a post from another
 * site (403), an unknown choice (400), all in the error envelope.
 */
export const themeChoiceRoutes = createRouter().post(THEME_FORM_PATH, async (c) => {
  if (!c.req.header('Content-Type')?.startsWith(FORM_TYPE)) {
    throw new ApiError(415, 'unsupported_media_type', 'The theme choice must be sent as a form.');
  }
  if (Number(c.req.header('Content-Length') ?? MAX_FORM_BYTES + 1) > MAX_FORM_BYTES) {
    throw new ApiError(413, 'payload_too_large', 'The theme choice is too large.');
  }
  if (!isFromSite(c)) throw new ApiError(403, 'cross_site', 'The theme can only be chosen on this site.');
  const form = await c.req.parseBody();
  const choice = form[THEME_FORM_FIELDS.choice];
  if (typeof choice !== 'string' || !THEME_CHOICES.includes(choice as ThemeChoice)) {
    throw new ApiError(400, 'invalid_theme', 'The theme must be system, light or dark.');
  }
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  c.header('Cache-Control', 'private, no-store');
  c.header('Set-Cookie', `${themeCookie(choice as ThemeChoice)}${secure}`);
  return c.redirect(samePath(form[THEME_FORM_FIELDS.back]), 303);
});
