// Lazily loaded routes: a page route per module of a feature's routes/ folder, and the build's note of each route's source file.
import type { RouteObject } from 'react-router-dom';
import { activateLocale, activeLocale, type Namespace } from '../lib/i18n/i18n';
import type { PageHandle } from '../lib/seo/page-meta';
import { RouteError } from './route-error';

/** A page module: its component, and optionally the handle carrying its search and share meta. */
export type PageModule = { default: React.ComponentType; handle?: PageHandle };

/**
 * The source files (relative to web/, as in Vite's build manifest) of each lazily loaded route, so
 * the pre-renderer can link the page's own stylesheet and chunks into its HTML.
 */
export const pageSourceOf = new WeakMap<RouteObject, string[]>();

/** The message catalogues each lazily loaded page route loads with its code, for the pre-renderer to preload. */
export const pageNamespacesOf = new WeakMap<RouteObject, readonly Namespace[]>();

/**
 * A builder of page routes over `modules` (an `import.meta.glob` of `../features/<feature>/routes/*-page.tsx`
 * from web/src/app/): `page(path, file)` is a lazily loaded page route with its own error region, `file`
 * the module under features/ without extension (e.g. `commands/routes/commands-page`), an index route
 * when `path` is undefined; `namespaces` are the message catalogues it needs besides the site's,
 * loaded in the active locale with its code.
 * @throws Error (from `page`, at start-up) when `modules` holds no such file.
 */
export function lazyPages(modules: Record<string, () => Promise<PageModule>>) {
  return function page(
    path: string | undefined,
    file: string,
    namespaces: readonly Namespace[] = [],
  ): RouteObject {
    const load = modules[`../features/${file}.tsx`];
    if (!load) throw new Error(`No page module features/${file}.tsx`);
    const route: RouteObject = {
      ...(path === undefined ? { index: true } : { path }),
      errorElement: <RouteError />,
      lazy: async () => {
        const [module] = await Promise.all([load(), activateLocale(activeLocale(), namespaces)]);
        return module.handle
          ? { Component: module.default, handle: module.handle }
          : { Component: module.default };
      },
    };
    pageSourceOf.set(route, [`src/features/${file}.tsx`]);
    pageNamespacesOf.set(route, namespaces);
    return route;
  };
}

/**
 * `route` (a route whose module holds other routes) with its source files (relative to web/src/app/,
 * without extension) noted, so the build can preload their code in the pre-rendered dashboard shells
 * (scripts/prerender.mjs).
 */
export function chrome(route: RouteObject, ...files: string[]): RouteObject {
  pageSourceOf.set(
    route,
    files.map((file) => `src/app/${file}.tsx`),
  );
  return route;
}

/**
 * A lazily loaded layout route with its own error region; `file` is its source under web/src/app/
 * without extension, noted as `chrome` does. `load` must be a literal `import()` so Vite splits it.
 */
export function lazyLayout(
  path: string | undefined,
  file: string,
  load: () => Promise<React.ComponentType>,
  children: RouteObject[],
): RouteObject {
  return chrome(
    {
      ...(path === undefined ? {} : { path }),
      errorElement: <RouteError />,
      lazy: async () => ({ Component: await load() }),
      children,
    },
    file,
  );
}
