// The route table: public pages start without the dashboard's routes; a dashboard page starts with them, and a navigation from the site brings them in.
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isDashboardPath } from '#shared/site-routes';
import { DASHBOARD_ROUTE_ID } from '#web/app/dashboard-routes';
import { patchDashboardRoutes, routeTableFor } from '#web/app/route-table';
import { routes } from '#web/app/routes';

/** The ids of the routes matching `path` in `table` (React Router numbers the ones without an id). */
const matchedPaths = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map(({ route }) => route.id ?? route.path ?? (route.index ? 'index' : ''));

describe('the route table', () => {
  it('holds no dashboard route for a public page: /dashboard is its 404 page there', async () => {
    expect(await routeTableFor('/commands')).toBe(routes);
    expect(matchedPaths(routes, '/dashboard').at(-1)).toBe('*');
  });

  it('starts a dashboard page with the dashboard routes joined under the root', async () => {
    const table = await routeTableFor('/dashboard/1100000000000000001/logs');
    expect(matchedPaths(table, '/dashboard/1100000000000000001/logs')).toEqual([
      'root',
      DASHBOARD_ROUTE_ID,
      ':serverId',
      'logs',
    ]);
    expect(matchedPaths(table, '/dashboard')).toEqual(['root', DASHBOARD_ROUTE_ID, '', 'index']);
    expect(matchedPaths(table, '/commands').at(-1)).toBe('/commands');
  });

  it('brings the dashboard routes in on a navigation from a public page, and keeps one copy of them', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/privacy'],
      patchRoutesOnNavigation: patchDashboardRoutes,
    });
    await router.navigate('/dashboard/profile');
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(router.state.matches.map(({ route }) => route.path ?? '')).toEqual([
      '',
      '/dashboard',
      '',
      'profile',
    ]);
    await router.navigate('/dashboard/1100000000000000001');
    await router.navigate('/dashboard');
    const root = router.routes.find((route) => route.id === 'root');
    expect(root?.children?.filter((route) => route.id === DASHBOARD_ROUTE_ID)).toHaveLength(1);
    expect(routes[0]?.children?.some((route) => route.id === DASHBOARD_ROUTE_ID)).toBe(false);
    router.dispose();
  });

  it('tells dashboard paths from others', () => {
    expect(['/dashboard', '/dashboard/', '/dashboard/1/logs'].map(isDashboardPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/', '/dashboards', '/commands/dashboard'].map(isDashboardPath)).toEqual([false, false, false]);
  });
});
