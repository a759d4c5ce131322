// Loads a route's code ahead of navigation (sidebar hover or focus), so the click shows the page without waiting for its chunk.
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * Starts loading the lazy modules (chunk and stylesheet) of every route matching `to`. React
 * Router's `Link prefetch` exists only in framework mode; in this data router the route's own
 * `lazy()` is called early instead: the browser keeps the module, so the router's later call for
 * the same module resolves at once. Never throws: a failed load is retried by the router on navigation.
 */
export function prefetchRoute(to: string): void {
  for (const { route } of matchRoutes(routes, to) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Promise.resolve()
      .then(() => (route.lazy as () => Promise<unknown>)())
      .catch(() => undefined);
  }
}
