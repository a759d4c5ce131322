// The pre-rendered dashboard shells (issue 20): one HTML file per kind of dashboard page, with its chrome skeleton and its code preloaded.
import { DEFAULT_LOCALE, LOCALE_PREFIXES, type Locale } from '../constants/locales';
import { SERVER_TOOLS } from '../site-routes';

/**
 * Folder of the shells inside the static assets (`/dashboard-shell/<name>` serves `<name>.html`),
 * the English ones at its top, each other locale's in its URL prefix's folder (`/dashboard-shell/es/<name>`).
 */
export const DASHBOARD_SHELL_DIR = '/dashboard-shell';

/** A Discord id the build renders the server pages' shells for (the routes, not the data, matter). */
const SAMPLE_ID = '10000000000000000';

/**
 * Each shell's name and a path of the pages it serves, which the build uses to find the code
 * that page loads: the server list, the profile, a server's overview and each server tool.
 */
export const DASHBOARD_SHELL_PAGES: Readonly<Record<string, string>> = {
  list: '/dashboard',
  profile: '/dashboard/profile',
  server: `/dashboard/${SAMPLE_ID}`,
  ...Object.fromEntries(SERVER_TOOLS.map((tool) => [tool, `/dashboard/${SAMPLE_ID}/${tool}`])),
};

/**
 * The asset path of the shell for the dashboard page `pathname` in `locale` (e.g.
 * `/dashboard-shell/embed-generator`, `/dashboard-shell/ar/embed-generator`), or null when
 * `pathname` is no dashboard page (a trailing slash is ignored). A server page of no known tool
 * gets the overview's shell.
 */
export function dashboardShellPath(pathname: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== 'dashboard') return null;
  const [, page, tool] = parts;
  const name =
    page === undefined ? 'list' : page === 'profile' && tool === undefined ? 'profile' : (tool ?? 'server');
  return `${DASHBOARD_SHELL_DIR}${LOCALE_PREFIXES[locale]}/${DASHBOARD_SHELL_PAGES[name] ? name : 'server'}`;
}
