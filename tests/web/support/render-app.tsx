// The one render helper of component tests: routes in a memory router inside the app's jotai store (or a given one) and a fresh query cache.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import type { PublicConfig } from '#shared/schemas/config';
import { appStore, Provider } from '../../../web/src/lib/jotai';
import { publicConfigAtom, publicConfigLoadedAtom } from '../../../web/src/lib/public-config';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { tokenAtom } from '../../../web/src/lib/session';

/** Settings that differ from the production defaults, so tests prove the config is used. */
export const TEST_CONFIG: PublicConfig = {
  discordClientId: '123456789012345678',
  supportInviteUrl: 'https://discord.gg/test-support',
  supportEmail: 'help@example.test',
  siteUrl: 'https://example.test',
  demoMode: false,
  analyticsEnabled: false,
};

let tokenCount = 0;

/** Signs in with a token no earlier test used (so no session state carries over) and returns it. */
export function signIn(): string {
  tokenCount += 1;
  const token = `test-token-${tokenCount}`;
  appStore.set(tokenAtom, token);
  return token;
}

/** Signs out. */
export function resetSession(): void {
  appStore.set(tokenAtom, null);
}

/** Where the router is now. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Options of one render. */
export interface RenderOptions {
  /**
   * The public config put in the store before rendering, marked as not yet loaded (default
   * TEST_CONFIG); null leaves the store's own (e.g. to see the app load /api/config).
   */
  config?: PublicConfig | null;
  /** The jotai store (default the app's `appStore`; pass `createStore()` to start from a blank one). */
  store?: typeof appStore;
  /** Renders in React strict mode, as main.tsx does (effects run twice on mount). */
  strict?: boolean;
  /** The query cache (default a new one from `createQueryClient`; pass one to start with cached data). */
  queryClient?: QueryClient;
}

/**
 * Renders `routes` starting at `at` with a new query cache (the app's rules, nothing cached from
 * another test); returns the router, store and query client with the testing-library result.
 * Add `{ path: '/login', element: ... }`-style routes to observe redirects through
 * `router.state.location.pathname`.
 */
export function renderRoutes(
  routes: RouteObject[],
  at = '/',
  {
    config = TEST_CONFIG,
    store = appStore,
    strict = false,
    queryClient = createQueryClient(),
  }: RenderOptions = {},
) {
  if (config) {
    store.set(publicConfigAtom, config);
    store.set(publicConfigLoadedAtom, false);
  }
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, store, queryClient };
}

/** Renders `Page` at the route `path`, visiting `at` (default `path`), with `routes` beside it. */
export function renderPage(
  Page: ComponentType,
  path: string,
  { at = path, routes = [], ...options }: RenderOptions & { at?: string; routes?: RouteObject[] } = {},
) {
  return renderRoutes([{ path, element: <Page /> }, ...routes], at, options);
}

/** A stand-in page that shows where a link went. */
export function landing(path: string, text: ReactNode = `Landed on ${path}`): RouteObject {
  return { path, element: <p>{text}</p> };
}

/** A placeholder page that shows its name, to see where a redirect went. */
export function Marker({ name }: { name: string }) {
  return <p>{`page:${name}`}</p>;
}
