// The browser-facing `/api` prefix and the one path every page reads, apart from the path builders (api-routes.ts), so public pages load none of those.

/** Prefix under which the worker exposes every bot-API path to the browser. */
export const API_PREFIX = '/api';

/** The public config's path (`apiRoutes.config()`); every page reads it (web/src/lib/public-config.ts). */
export const CONFIG_PATH = '/config';

/** The browser-facing URL of a bot-API path: `/api` + path. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
}
