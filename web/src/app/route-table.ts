// The route table the browser starts with, and how the dashboard's routes join it on the way to a dashboard page.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ROOT_ROUTE_ID, routes } from './routes';

/** Whether `pathname` is /dashboard or a page under it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}

/** `table` with `dashboard` added to the children of its root route; the other routes are the same objects. */
export function withDashboardRoute(table: RouteObject[], dashboard: RouteObject): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.id !== ROOT_ROUTE_ID || route.index) return route;
    return { ...route, children: [...(route.children ?? []), dashboard] };
  });
}

/** The dashboard's routes, from their own chunk (loaded once, then cached by the browser). */
async function loadDashboardRoute(): Promise<RouteObject> {
  return (await import('./dashboard-routes')).dashboardRoute;
}

/**
 * The routes to start the app with at `pathname`: the public ones, with the dashboard's joined when
 * `pathname` is a dashboard page, so its first render needs no extra step.
 * @throws when the dashboard's chunk fails to load (the entry then shows nothing; a reload retries).
 */
export async function routeTableFor(pathname: string): Promise<RouteObject[]> {
  return isDashboardPath(pathname) ? withDashboardRoute(routes, await loadDashboardRoute()) : routes;
}

/**
 * The router's `patchRoutesOnNavigation`: on the way to a dashboard page the dashboard's routes join
 * the root route (React Router calls it when only the 404 page's `*` or a dynamic segment matched,
 * and ignores a route id it already has). Other paths are left as they are.
 */
export const patchDashboardRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isDashboardPath(path)) return;
  patch(ROOT_ROUTE_ID, [await loadDashboardRoute()]);
};
