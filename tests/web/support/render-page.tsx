// Renders a page inside a memory router and a fresh jotai store, as the app would show it.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import type { PublicConfig } from '../../../shared/schemas/config';
import { publicConfigAtom } from '../../../web/src/lib/public-config';

/** Settings that differ from the production defaults, so tests prove the config is used. */
export const TEST_CONFIG: PublicConfig = {
  discordClientId: '123456789012345678',
  supportInviteUrl: 'https://discord.gg/test-support',
  supportEmail: 'help@example.test',
  siteUrl: 'https://example.test',
  demoMode: false,
  analyticsEnabled: false,
};

/** Options of one render. */
export interface RenderPageOptions {
  /** The address to start at (default '/'). */
  at?: string;
  /** The public config in the store (default TEST_CONFIG). */
  config?: PublicConfig;
  /** Extra routes, e.g. the page a link leads to. */
  routes?: RouteObject[];
}

/** Renders `routes` in a memory router; returns the router and store with the testing-library result. */
export function renderRoutes(
  routes: RouteObject[],
  { at = '/', config = TEST_CONFIG }: RenderPageOptions = {},
) {
  const store = createStore();
  store.set(publicConfigAtom, config);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}

/** Renders `Page` at `path` (and at `options.at` if given), with `options.routes` beside it. */
export function renderPage(Page: ComponentType, path: string, options: RenderPageOptions = {}) {
  return renderRoutes([{ path, element: <Page /> }, ...(options.routes ?? [])], { at: path, ...options });
}

/** A stand-in page that shows where a link went. */
export function landing(path: string, text: ReactNode = `Landed on ${path}`): RouteObject {
  return { path, element: <p>{text}</p> };
}
