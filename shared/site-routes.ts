// Every page path of the site (spec section 2), shared by the SPA router, the worker and the sitemap.
import { LOCALES } from './constants/locales';
import { localizedPath } from './logic/locale-paths';

/** Public pages: rendered ahead of time and listed in the sitemap. */
export const PUBLIC_PATHS = {
  home: '/',
  commands: '/commands',
  features: '/features',
  premium: '/premium',
  team: '/team',
  developers: '/developers',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  guidelines: '/guidelines',
} as const;

/** Every page path of the SPA; builders for the ones that take a server id. */
export const paths = {
  ...PUBLIC_PATHS,
  invite: '/invite',
  userVerify: '/user-verify',
  success: '/success',
  authLanding: '/auth-landing',
  login: '/login',
  logout: '/logout',
  transcribe: '/transcribe/',
  settings: '/settings',
  premiumRenew: '/premium/renew',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  /** Opens a share link: the draft rides in the fragment (`#<tool>.<data>`), which browsers never send. */
  sharedDraft: '/dashboard/shared',
  server: (serverId: string) => `/dashboard/${serverId}`,
  serverTool: (serverId: string, tool: ServerTool) => `/dashboard/${serverId}/${tool}`,
} as const;

/**
 * Pages written as static HTML at build time: the public site plus the coming-soon pages, in every
 * locale (English first, unprefixed). The Worker serves them from the static assets (wrangler.toml `run_worker_first` lists them).
 */
export const PRERENDERED_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  [...Object.values(PUBLIC_PATHS), paths.settings, paths.premiumRenew].map((path) =>
    localizedPath(locale, path),
  ),
);

/** The pages under /dashboard/{serverId}/. */
export const SERVER_TOOLS = [
  'auto-responder',
  'embed-generator',
  'reaction-role',
  'welcome-config',
  'role-config',
  'analytics',
  'logs',
  'commands',
] as const;
export type ServerTool = (typeof SERVER_TOOLS)[number];

/** Whether `pathname` is /dashboard or a page under it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}

const STATIC_PATHS = new Set<unknown>(Object.values(paths).filter((value) => typeof value === 'string'));

/**
 * True when the SPA has a page for `pathname` (trailing slash ignored); false for paths the
 * SPA answers with its 404 page. Any path under /dashboard/{id}/ counts as known.
 */
export function isKnownSpaPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PATHS.has(path) || STATIC_PATHS.has(`${path}/`)) return true;
  return /^\/dashboard\/[^/]+(\/.*)?$/.test(path);
}
