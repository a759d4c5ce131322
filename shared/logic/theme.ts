// The site's colour theme choice (system, light, dark): the cookie the theme switch writes and the Worker reads to mark the page before its first paint.

/** The cookie that remembers the choice per browser; absent means "follow the system". */
export const THEME_COOKIE = 'warden_theme';

/** The three choices of the switch, in its order. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A choice that fixes the theme, as `data-theme` on <html> says it. */
export type FixedTheme = Exclude<ThemeChoice, 'system'>;

/** How long the browser keeps the choice: a year, in seconds. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The fixed theme a Cookie header (or `document.cookie`) asks for: 'light' or 'dark'; null when the
 * cookie is absent, empty or holds anything else (the page then follows the system).
 */
export function fixedThemeOf(cookies: string | null | undefined): FixedTheme | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === THEME_COOKIE && (value === 'light' || value === 'dark')) return value;
  }
  return null;
}

/**
 * The Set-Cookie / `document.cookie` string that remembers `choice` for THEME_COOKIE_MAX_AGE, or
 * forgets it for 'system' (Max-Age=0). Not HttpOnly: the switch in the page writes it.
 */
export function themeCookie(choice: ThemeChoice): string {
  const value = choice === 'system' ? '' : choice;
  const maxAge = choice === 'system' ? 0 : THEME_COOKIE_MAX_AGE;
  return `${THEME_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** Where the public site's theme form posts its choice (no script): the Worker sets the cookie and sends the visitor back. */
export const THEME_FORM_PATH = '/theme';

/** The form fields the theme form posts: the choice, and the path of the page to return to. */
export const THEME_FORM_FIELDS = { choice: 'theme', back: 'back' } as const;
