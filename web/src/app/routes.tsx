// The routes of spec section 2 but the dashboard's, each page code-split and loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { notFoundHandle } from './app-meta';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPages, type PageModule } from './lazy-pages';
import NotFoundPage from './not-found-page';
import { RouteError } from './route-error';

const page = lazyPages(
  import.meta.glob<PageModule>(
    '../features/{home,commands,catalog,premium,team,contact,legal,coming-soon,community,verification,transcripts,auth}/routes/*-page.tsx',
  ),
);

/** The id of the route every page sits in, where the dashboard's routes join (web/src/app/route-table.ts). */
export const ROOT_ROUTE_ID = 'root';

/**
 * The route tree of the public site inside its navigation and footer, then the other pages; the
 * dashboard's routes join it only on the way to a dashboard page (route-table.ts), so public
 * pages do not load them.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
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
    ],
  },
];
