// The one render helper of component tests: routes in a memory router inside the app's jotai store (or a given one) and a fresh query cache, beside the live region.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { SESSION_MARKER_COOKIE } from '#shared/constants/session';
import type { PublicConfig } from '#shared/schemas/config';
import { LiveRegion } from '#web/components/live-region';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { appStore, Provider } from '#web/lib/jotai';
import { setPublicConfig } from '#web/lib/public-config';
import { createQueryClient } from '#web/lib/query-client';
import { refreshSession, sessionAtom } from '#web/lib/session';

/** Settings that differ from the production defaults, so tests prove the config is used. */
export const TEST_CONFIG: PublicConfig = {
  discordClientId: '123456789012345678',
  supportInviteUrl: 'https://discord.gg/test-support',
  supportEmail: 'help@example.test',
  siteUrl: 'https://example.test',
  demoMode: false,
  analyticsEnabled: false,
};

/** True when the Worker's non-secret session marker cookie is set (the SPA's only sign of a session). */
export function hasSessionMarker(): boolean {
  return document.cookie.split('; ').includes(`${SESSION_MARKER_COOKIE}=1`);
}

/** Sets (or removes) the marker cookie as the Worker's Set-Cookie would, without touching the SPA's state. */
export function setSessionMarker(present: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this is the Worker's fixed marker.
  document.cookie = present
    ? `${SESSION_MARKER_COOKIE}=1; Path=/`
    : `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * Signs in as the Worker would after a login: sets the marker cookie and takes up a session no
 * earlier test used (so no session state carries over). Returns the session.
 */
export function signIn(): number {
  setSessionMarker(true);
  const session = refreshSession();
  if (session === null) throw new Error('the session marker cookie could not be set');
  return session;
}

/** What the live region's polite or assertive part says now ('' when silent). */
export function announced(politeness: 'polite' | 'assertive'): string {
  return document.getElementById(LIVE_REGION_IDS[politeness])?.textContent ?? '';
}

/**
 * Waits until the live region's part says exactly `text`. The region speaks from an effect after
 * the status it announces is on screen, so a test that has just found that status waits for it.
 * @throws the last mismatch when it never does (waitFor's timeout).
 */
export async function expectAnnounced(politeness: 'polite' | 'assertive', text: string): Promise<void> {
  await waitFor(() => expect(announced(politeness)).toBe(text));
}

/**
 * Waits until the live region's part says something and returns the element saying it (its text
 * is the announcement). Texts announced together are in one element, joined by spaces.
 */
export function findAnnouncement(politeness: 'polite' | 'assertive'): Promise<HTMLElement> {
  return waitFor(() => {
    const said = document.querySelector<HTMLElement>(`#${LIVE_REGION_IDS[politeness]} > p`);
    if (!said) throw new Error(`the ${politeness} live region has said nothing`);
    return said;
  });
}

/** Signs out (no marker cookie). */
export function resetSession(): void {
  setSessionMarker(false);
  appStore.set(sessionAtom, null);
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
 * Renders `routes` starting at `at`, with the app's live region beside them, and a new query cache (the app's rules, nothing cached from
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
  if (config) setPublicConfig(config, false);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
        <LiveRegion />
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
