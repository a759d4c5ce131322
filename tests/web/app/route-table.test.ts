// The route table: a public page starts with its own locale's site only, a dashboard page with the dashboard's routes, and a navigation brings the others in.
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isDashboardPath } from '#shared/site-routes';
import { DASHBOARD_ROUTE_ID } from '#web/app/dashboard-routes';
import { patchRoutes, routeTableFor } from '#web/app/route-table';

/** The ids of the routes matching `path` in `table` (React Router numbers the ones without an id). */
const matchedPaths = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map(({ route }) => route.id ?? route.path ?? (route.index ? 'index' : ''));

/** The ids of the root route's children that are a locale's public site or the dashboard. */
const joinedIds = (table: RouteObject[]) =>
  (table[0]?.children ?? []).flatMap(({ id }) =>
    id?.startsWith('public-') || id === DASHBOARD_ROUTE_ID ? [id] : [],
  );

describe('the route table', () => {
  it("starts a public page with its own locale's site and no dashboard route: /dashboard is its 404 page there", async () => {
    const table = await routeTableFor('/commands');
    expect(joinedIds(table)).toEqual(['public-en']);
    expect(matchedPaths(table, '/commands')).toEqual(['root', 'public-en', '/commands']);
    expect(matchedPaths(table, '/dashboard').at(-1)).toBe('*');
  });

  it("starts a prefixed page with that locale's site only", async () => {
    const table = await routeTableFor('/ar/commands');
    expect(joinedIds(table)).toEqual(['public-ar']);
    expect(matchedPaths(table, '/ar/commands')).toEqual(['root', 'public-ar', 'commands']);
    expect(matchedPaths(table, '/de/features')).toEqual([]);
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
    const routes = await routeTableFor('/privacy');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/privacy'],
      patchRoutesOnNavigation: patchRoutes,
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
    expect(joinedIds(router.routes)).toEqual(['public-en', DASHBOARD_ROUTE_ID]);
    expect(joinedIds(routes)).toEqual(['public-en']);
    router.dispose();
  });

  it("brings another locale's site in on a navigation to it, once, and its 404 page", async () => {
    const router = createMemoryRouter(await routeTableFor('/es/'), {
      initialEntries: ['/es/'],
      patchRoutesOnNavigation: patchRoutes,
    });
    await router.navigate('/de/features');
    expect(router.state.matches.map(({ route }) => route.path ?? route.id)).toEqual([
      'root',
      '/de',
      'features',
    ]);
    await router.navigate('/commands');
    expect(router.state.matches.at(-1)?.route.path).toBe('/commands');
    await router.navigate('/de/no-such-page');
    expect(router.state.matches.map(({ route }) => route.path ?? route.id)).toEqual(['root', '/de', '*']);
    await router.navigate('/dashboard');
    await router.navigate('/es/commands');
    expect(router.state.matches.at(-1)?.route.path).toBe('commands');
    expect(joinedIds(router.routes)).toEqual(['public-es', 'public-de', 'public-en', DASHBOARD_ROUTE_ID]);
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
