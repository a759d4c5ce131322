// Every route of spec section 2, each page code-split and loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import type { PageHandle } from '../lib/seo/page-meta';
import { notFoundHandle } from './app-meta';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import NotFoundPage from './not-found-page';
import { RouteError } from './route-error';

/** A page module: its component, and optionally the handle carrying its search and share meta. */
type PageModule = { default: React.ComponentType; handle?: PageHandle };

/** Every page module, loaded on demand: keys are `../features/<feature>/routes/<name>-page.tsx`. */
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/routes/*-page.tsx');

/**
 * The source file (relative to web/, as in Vite's build manifest) of each lazily loaded page
 * route, so the pre-renderer can link the page's own stylesheet and chunk into its HTML.
 */
export const pageSourceOf = new WeakMap<RouteObject, string>();

/**
 * A lazily loaded page route with its own error region; `file` is the module under features/,
 * without extension (e.g. `commands/routes/commands-page`).
 * @throws Error at start-up when no such page module exists.
 */
function page(path: string | undefined, file: string): RouteObject {
  const load = PAGE_MODULES[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  const route: RouteObject = {
    ...(path === undefined ? { index: true } : { path }),
    errorElement: <RouteError />,
    lazy: async () => {
      const module = await load();
      return module.handle
        ? { Component: module.default, handle: module.handle }
        : { Component: module.default };
    },
  };
  pageSourceOf.set(route, `src/features/${file}.tsx`);
  return route;
}

/**
 * A lazily loaded dashboard root or layout route with its own error region; `file` is its source
 * under web/src/app/ without extension, noted so the build can preload its code in the pre-rendered
 * dashboard shells (scripts/prerender.mjs). `load` must be a literal `import()` so Vite splits it.
 */
function chrome(
  path: string | undefined,
  file: string,
  load: () => Promise<React.ComponentType>,
  children: RouteObject[],
): RouteObject {
  const route: RouteObject = {
    ...(path === undefined ? {} : { path }),
    errorElement: <RouteError />,
    lazy: async () => ({ Component: await load() }),
    children,
  };
  pageSourceOf.set(route, `src/app/${file}.tsx`);
  return route;
}

/** The route tree: the public site inside its navigation and footer, then the other pages and the dashboard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          page(undefined, 'home/routes/home-page'),
          page(paths.commands, 'commands/routes/commands-page'),
          page(paths.features, 'catalog/routes/features-page'),
          page(paths.premium, 'premium/routes/premium-page'),
          page(paths.team, 'team/routes/team-page'),
          page(paths.developers, 'team/routes/developers-page'),
          page(paths.contact, 'contact/routes/contact-page'),
          page(paths.terms, 'legal/routes/terms-page'),
          page(paths.privacy, 'legal/routes/privacy-page'),
          page(paths.guidelines, 'legal/routes/guidelines-page'),
          page(paths.settings, 'coming-soon/routes/coming-soon-page'),
          page(paths.premiumRenew, 'coming-soon/routes/coming-soon-page'),
          { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
      page(paths.invite, 'community/routes/invite-redirect-page'),
      page(paths.success, 'verification/routes/success-page'),
      page(paths.userVerify, 'verification/routes/user-verify-page'),
      page(paths.transcribe, 'transcripts/routes/transcript-page'),
      page(paths.login, 'auth/routes/login-page'),
      page(paths.authLanding, 'auth/routes/auth-landing-page'),
      page(paths.logout, 'auth/routes/logout-page'),
      chrome(
        paths.dashboard,
        'dashboard-root',
        async () => (await import('./dashboard-root')).DashboardRoot,
        [
          chrome(
            undefined,
            'layouts/dashboard-layout',
            async () => (await import('./layouts/dashboard-layout')).DashboardLayout,
            [
              page(undefined, 'dashboard/routes/server-list-page'),
              page('profile', 'dashboard/routes/profile-page'),
              page('shared', 'shared-drafts/routes/shared-draft-page'),
            ],
          ),
          chrome(
            ':serverId',
            'layouts/server-layout',
            async () => (await import('./layouts/server-layout')).ServerLayout,
            [
              page(undefined, 'dashboard/routes/server-overview-page'),
              page('auto-responder', 'autoresponders/routes/autoresponders-page'),
              page('embed-generator', 'embed-sender/routes/embed-sender-page'),
              page('reaction-role', 'reaction-roles/routes/reaction-roles-page'),
              page('welcome-config', 'welcomer/routes/welcome-config-page'),
              page('role-config', 'role-config/routes/role-config-page'),
              page('logs', 'history/routes/history-page'),
              page('*', 'dashboard/routes/server-section-page'),
            ],
          ),
        ],
      ),
    ],
  },
];
