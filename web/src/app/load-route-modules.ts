// Resolves the lazy route modules of the current address before the first render, so hydration matches.
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads every lazy route matching `location` and merges what it returns into the route objects
 * (React Router's documented pattern for hydrating pre-rendered HTML). A route whose module fails
 * to load is left lazy, so the router retries it and shows the route's error element.
 */
export async function loadRouteModules(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        // the router loads it again and renders the error element if it still fails
      }
    }),
  );
}
