// The route table the browser starts with, and how the other locales' and the dashboard's routes join it on the way to them.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { localeOfPath } from '#shared/logic/locale-paths';
import { isDashboardPath } from '#shared/site-routes';
import { activateDocumentLocale, DASHBOARD_NAMESPACES } from '../lib/i18n/page-locale';
import { publicSite, ROOT_ROUTE_ID, routesFor } from './routes';

/** `table` with `dashboard` added to the children of its root route; the other routes are the same objects. */
export function withDashboardRoute(table: RouteObject[], dashboard: RouteObject): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.id !== ROOT_ROUTE_ID || route.index) return route;
    return { ...route, children: [...(route.children ?? []), dashboard] };
  });
}

/**
 * The dashboard's routes, from their own chunk (loaded once, then cached by the browser), with the
 * dashboard's texts in the visitor's locale (coming from a public page, whose locale is its prefix,
 * the dashboard switches to the visitor's choice or browser languages, as on a first load), and
 * the session verified when the Worker's read of it for this page accepted it.
 */
async function loadDashboardRoute(): Promise<RouteObject> {
  const [module] = await Promise.all([
    import('./dashboard-routes'),
    // the visitor's locale reader loads with them, as public pages do not carry it (page-locale.ts)
    import('../lib/i18n/locale-choice').then(({ browserLocale }) =>
      activateDocumentLocale(browserLocale(), DASHBOARD_NAMESPACES),
    ),
  ]);
  // the Worker's session check of this page, stored before the session guard first renders
  module.acceptEdgeSessionCheck();
  return module.dashboardRoute;
}

/**
 * The routes to start the app with at `pathname`: the public site of its locale (English for an
 * unprefixed page) and the other pages, with the dashboard's joined when `pathname` is a dashboard
 * page, so its first render needs no extra step.
 * @throws when the dashboard's chunk fails to load (the entry then shows nothing; a reload retries).
 */
export async function routeTableFor(pathname: string): Promise<RouteObject[]> {
  const routes = routesFor([localeOfPath(pathname)]);
  return isDashboardPath(pathname) ? withDashboardRoute(routes, await loadDashboardRoute()) : routes;
}

/**
 * The router's `patchRoutesOnNavigation`: on the way to a dashboard page the dashboard's routes
 * join the root route, on the way to any other page the public site of its locale does (React
 * Router calls it when nothing, only a 404 page's `*` or a dynamic segment matched, and ignores a
 * route id it already has, so a site or the dashboard joins once).
 */
export const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  patch(ROOT_ROUTE_ID, [isDashboardPath(path) ? await loadDashboardRoute() : publicSite(localeOfPath(path))]);
};
