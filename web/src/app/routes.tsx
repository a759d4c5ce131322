// Every route of spec section 2, each page code-split and loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { LOCALE_PREFIXES, LOCALES } from '#shared/constants/locales';
import { paths } from '#shared/site-routes';
import { activateLocale, activeLocale, type Namespace } from '../lib/i18n/i18n';
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
 * without extension (e.g. `commands/routes/commands-page`); `namespaces` are the message
 * catalogues it needs besides the site's, loaded in the active locale with its code.
 * @throws Error at start-up when no such page module exists.
 */
function page(path: string | undefined, file: string, namespaces: readonly Namespace[] = []): RouteObject {
  const load = PAGE_MODULES[`../features/${file}.tsx`];
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
  pageSourceOf.set(route, `src/features/${file}.tsx`);
  return route;
}

/**
 * `route` (a lazily loaded dashboard root or layout) with its source file (relative to
 * web/src/app/, without extension) noted, so the build can preload its code in the pre-rendered
 * dashboard shells (scripts/prerender.mjs).
 */
function chrome(route: RouteObject, file: string): RouteObject {
  pageSourceOf.set(route, `src/app/${file}.tsx`);
  return route;
}

/** `path` relative to its locale's prefix: `/premium/renew` → `premium/renew`. */
const relative = (path: string) => path.slice(1);

/**
 * The public site inside its navigation and footer, once per locale: English at `/`, the others
 * under their prefix (`/es/commands`), each with its own 404 page.
 */
const publicSites: RouteObject[] = LOCALES.map((locale) => ({
  ...(LOCALE_PREFIXES[locale] ? { path: LOCALE_PREFIXES[locale] } : {}),
  element: <PublicLayout />,
  children: [
    page(undefined, 'home/routes/home-page'),
    page(relative(paths.commands), 'commands/routes/commands-page', ['commands']),
    page(relative(paths.features), 'catalog/routes/features-page', ['features']),
    page(relative(paths.premium), 'premium/routes/premium-page'),
    page(relative(paths.team), 'team/routes/team-page'),
    page(relative(paths.developers), 'team/routes/developers-page'),
    page(relative(paths.contact), 'contact/routes/contact-page'),
    page(relative(paths.terms), 'legal/routes/terms-page'),
    page(relative(paths.privacy), 'legal/routes/privacy-page'),
    page(relative(paths.guidelines), 'legal/routes/guidelines-page'),
    page(relative(paths.settings), 'coming-soon/routes/coming-soon-page'),
    page(relative(paths.premiumRenew), 'coming-soon/routes/coming-soon-page'),
    { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
  ],
}));

/** The route tree: the public site in every locale, then the other pages and the dashboard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicSites,
      page(paths.invite, 'community/routes/invite-redirect-page'),
      page(paths.success, 'verification/routes/success-page'),
      page(paths.userVerify, 'verification/routes/user-verify-page'),
      page(paths.transcribe, 'transcripts/routes/transcript-page'),
      page(paths.login, 'auth/routes/login-page'),
      page(paths.authLanding, 'auth/routes/auth-landing-page'),
      page(paths.logout, 'auth/routes/logout-page'),
      chrome(
        {
          path: paths.dashboard,
          errorElement: <RouteError />,
          lazy: async () => ({
            Component: (await import('./dashboard-root')).DashboardRoot,
          }),
          children: [
            chrome(
              {
                lazy: async () => ({
                  Component: (await import('./layouts/dashboard-layout')).DashboardLayout,
                }),
                errorElement: <RouteError />,
                children: [
                  page(undefined, 'dashboard/routes/server-list-page'),
                  page('profile', 'dashboard/routes/profile-page'),
                  page('shared', 'shared-drafts/routes/shared-draft-page'),
                ],
              },
              'layouts/dashboard-layout',
            ),
            chrome(
              {
                path: ':serverId',
                lazy: async () => ({ Component: (await import('./layouts/server-layout')).ServerLayout }),
                errorElement: <RouteError />,
                children: [
                  page(undefined, 'dashboard/routes/server-overview-page'),
                  page('auto-responder', 'autoresponders/routes/autoresponders-page'),
                  page('embed-generator', 'embed-sender/routes/embed-sender-page'),
                  page('reaction-role', 'reaction-roles/routes/reaction-roles-page'),
                  page('welcome-config', 'welcomer/routes/welcome-config-page'),
                  page('role-config', 'role-config/routes/role-config-page'),
                  page('logs', 'history/routes/history-page'),
                  page('*', 'dashboard/routes/server-section-page'),
                ],
              },
              'layouts/server-layout',
            ),
          ],
        },
        'dashboard-root',
      ),
    ],
  },
];
