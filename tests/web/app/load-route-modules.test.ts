import { describe, expect, it } from 'vitest';
import { loadRouteModules } from '#web/app/load-route-modules';

const Page = () => null;

describe('loadRouteModules', () => {
  it('loads the lazy modules of the matching routes before the first render', async () => {
    const routes = [
      { path: '/a', lazy: async () => ({ Component: Page }) },
      { path: '/b', lazy: async () => ({ Component: Page }) },
    ];
    await loadRouteModules(routes, '/a');
    expect(routes[0]).toMatchObject({ Component: Page, lazy: undefined });
    expect(routes[1]?.lazy).toBeTypeOf('function');
  });

  it('leaves a module that fails to load lazy, for the router to retry', async () => {
    const routes = [{ path: '/a', lazy: async () => Promise.reject(new Error('offline')) }];
    await expect(loadRouteModules(routes, '/a')).resolves.toBeUndefined();
    expect(routes[0]?.lazy).toBeTypeOf('function');
  });
});
