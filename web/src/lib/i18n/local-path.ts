// Links between public pages stay in the visitor's language: `/commands` becomes `/de/commands` on a German page.
import { localizedPath } from '#shared/logic/locale-paths';
import { PUBLIC_PATHS, paths } from '#shared/site-routes';
import { activeLocale } from './i18n';

/** The pages that exist in every locale under its prefix (English unprefixed). */
export const LOCALIZED_PAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(PUBLIC_PATHS),
  paths.settings,
  paths.premiumRenew,
]);

/**
 * `path` in the active locale when it is a public page (`/commands` → `/de/commands`); any other
 * path (the dashboard, sign-in, the invite) unchanged, as those pages have no locale prefix.
 */
export function localPath(path: string): string {
  return LOCALIZED_PAGES.has(path) ? localizedPath(activeLocale(), path) : path;
}
