// Browser entry: loads the current page's code, then hydrates pre-rendered HTML or renders into the empty shell.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AfterHydration } from './app/after-hydration';
import { captureEarlyInput, replayEarlyInput } from './app/early-input';
import { loadRouteModules } from './app/load-route-modules';
import { RoutePrefetchProvider } from './app/prefetch-route';
import { patchRoutes, routeTableFor } from './app/route-table';
import { warmUpIntl } from './lib/i18n/intl-warm-up';
import { activateDocumentLocale, namespacesOf, pageLocale } from './lib/i18n/page-locale';
import { readLegacyToken } from './lib/legacy-token';
import { listenForSignOut } from './lib/session-channel';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

// the session's state loads only when another tab signs out, so public pages do not carry it
listenForSignOut(() => void import('./lib/session').then(({ endLocalSession }) => endLocalSession()));

/** Moves a token an earlier version stored into the session; its code (the API client) loads only then. */
async function migrateLegacyToken(): Promise<void> {
  if (readLegacyToken() === null) return;
  const { migrateStoredToken } = await import('./lib/session-migration');
  await migrateStoredToken();
}

/**
 * Loads the current page's code, then hydrates (or renders into the empty shell). Not a top-level
 * await: the page chunks import the entry's chunk, which must finish evaluating first.
 */
async function start(root: HTMLElement) {
  const { pathname } = window.location;
  // the Intl data loads in a worker meanwhile, not in the first render's task (intl-warm-up.ts)
  const intlReady = warmUpIntl(document.documentElement.lang);
  // the page's texts first: the route modules' lazy loaders then find its locale active
  await activateDocumentLocale(await pageLocale(pathname), namespacesOf(pathname));
  const routes = await routeTableFor(pathname);
  await Promise.all([migrateLegacyToken(), loadRouteModules(routes, window.location), intlReady]);
  // text typed into the pre-rendered page while its code loaded, replayed once React listens
  const earlyInput = captureEarlyInput(root);
  // Every route of this address is in the table with its module loaded (routeTableFor,
  // loadRouteModules) and none has a loader, so the page is whole as pre-rendered: `hydrationData`
  // (React Router's option for server-rendered HTML; ours carries no loader data) has the router
  // render it at once instead of first asking `patchRoutesOnNavigation` about an address with a
  // dynamic segment (`:serverId`) and rendering nothing meanwhile (the "No `HydrateFallback`" warning).
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: patchRoutes,
    hydrationData: {},
  });
  const app = (
    <StrictMode>
      {/* the router's own table, which the dashboard's routes join when a navigation reaches them */}
      <RoutePrefetchProvider routes={router.routes}>
        <RouterProvider router={router} />
      </RoutePrefetchProvider>
      <AfterHydration run={() => replayEarlyInput(earlyInput)} />
    </StrictMode>
  );
  // Hydration, or the first render into an empty root (a dashboard shell), runs as a transition,
  // which React splits into tasks of a few milliseconds instead of one long one: the page stays
  // responsive, and Lighthouse's Total Blocking Time (every task over 50 ms on its 4x slower CPU)
  // counts none of it. A click or key press on the page meanwhile makes React finish hydrating at
  // once and then handle it (selective hydration).
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
