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

/** A lazily loaded page route with its own error region. */
function page(path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    errorElement: <RouteError />,
    lazy: async () => {
      const module = await load();
      return module.handle
        ? { Component: module.default, handle: module.handle }
        : { Component: module.default };
    },
  };
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
          page(undefined, () => import('../features/home/routes/home-page')),
          page(paths.commands, () => import('../features/commands/routes/commands-page')),
          page(paths.features, () => import('../features/catalog/routes/features-page')),
          page(paths.premium, () => import('../features/premium/routes/premium-page')),
          page(paths.team, () => import('../features/team/routes/team-page')),
          page(paths.developers, () => import('../features/team/routes/developers-page')),
          page(paths.contact, () => import('../features/contact/routes/contact-page')),
          page(paths.terms, () => import('../features/legal/routes/terms-page')),
          page(paths.privacy, () => import('../features/legal/routes/privacy-page')),
          page(paths.guidelines, () => import('../features/legal/routes/guidelines-page')),
          page(paths.settings, () => import('../features/coming-soon/routes/coming-soon-page')),
          page(paths.premiumRenew, () => import('../features/coming-soon/routes/coming-soon-page')),
          { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
      page(paths.invite, () => import('../features/community/routes/invite-redirect-page')),
      page(paths.success, () => import('../features/verification/routes/success-page')),
      page(paths.userVerify, () => import('../features/verification/routes/user-verify-page')),
      page(paths.transcribe, () => import('../features/transcripts/routes/transcript-page')),
      page(paths.login, () => import('../features/auth/routes/login-page')),
      page(paths.authLanding, () => import('../features/auth/routes/auth-landing-page')),
      page(paths.logout, () => import('../features/auth/routes/logout-page')),
      {
        path: paths.dashboard,
        errorElement: <RouteError />,
        lazy: async () => ({
          Component: (await import('../features/auth/components/session-guard')).SessionGuard,
        }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            errorElement: <RouteError />,
            children: [
              page(undefined, () => import('../features/dashboard/routes/server-list-page')),
              page('profile', () => import('../features/dashboard/routes/profile-page')),
            ],
          },
          {
            path: ':serverId',
            lazy: async () => ({ Component: (await import('./layouts/server-layout')).ServerLayout }),
            errorElement: <RouteError />,
            children: [
              page(undefined, () => import('../features/dashboard/routes/server-overview-page')),
              page('auto-responder', () => import('../features/autoresponders/routes/autoresponders-page')),
              page('embed-generator', () => import('../features/embed-sender/routes/embed-sender-page')),
              page('reaction-role', () => import('../features/reaction-roles/routes/reaction-roles-page')),
              page('welcome-config', () => import('../features/welcomer/routes/welcome-config-page')),
              page('role-config', () => import('../features/role-config/routes/role-config-page')),
              page('*', () => import('../features/dashboard/routes/server-section-page')),
            ],
          },
        ],
      },
    ],
  },
];
