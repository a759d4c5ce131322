// Loads a route's code ahead of navigation (sidebar hover or focus), so the click shows the page without waiting for its chunk.
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Starts loading the lazy modules (chunk and stylesheet) of every route of `routes` matching `to`.
 * React Router's `Link prefetch` exists only in framework mode; in this data router the route's own
 * `lazy()` is called early instead: the browser keeps the module, so the router's later call for
 * the same module resolves at once. Never throws: a failed load is retried by the router on navigation.
 */
export function prefetchRoute(routes: RouteObject[], to: string): void {
  for (const { route } of matchRoutes(routes, to) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Promise.resolve()
      .then(() => (route.lazy as () => Promise<unknown>)())
      .catch(() => undefined);
  }
}

/** The route table, handed down by the entry so the layouts below it never import `routes.tsx`. */
const RouteTableContext = createContext<RouteObject[]>([]);

/** Gives the components below it the route table that `usePrefetchRoute` matches against. */
export function RoutePrefetchProvider({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

/**
 * `prefetchRoute` bound to the route table of the nearest `RoutePrefetchProvider`. Without a
 * provider (component tests, the pre-renderer) the table is empty and the call does nothing.
 */
export function usePrefetchRoute(): (to: string) => void {
  const routes = useContext(RouteTableContext);
  return useCallback((to: string) => prefetchRoute(routes, to), [routes]);
}
