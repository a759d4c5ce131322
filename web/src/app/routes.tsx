// The routes of spec section 2 but the dashboard's, per locale, each page code-split and loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { LOCALE_PREFIXES, type Locale } from '#shared/constants/locales';
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
 * The public site of `locale` inside its navigation and footer: English at `/`, the others under
 * their prefix (`/es/commands`), each with its own 404 page. Its id (`public-<locale>`) lets the
 * router tell a site it already has (route-table.ts).
 */
export function publicSite(locale: Locale): RouteObject {
  const prefix = LOCALE_PREFIXES[locale];
  /** `path` as a child of this locale's layout: absolute in English, relative to the prefix (`premium/renew`) in the others. */
  const relative = (path: string) => (prefix ? path.slice(1) : path);
  return {
    id: `public-${locale}`,
    ...(prefix ? { path: prefix } : {}),
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
  };
}

/**
 * The route tree of the public site in `locales`, then the other pages. The browser starts with
 * its page's locale only and the other sites join on the way to them, as the dashboard's routes
 * do (route-table.ts), so a page's router is built over its own routes only; the pre-renderer
 * takes every locale.
 */
export function routesFor(locales: readonly Locale[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...locales.map(publicSite),
        page(paths.invite, 'community/routes/invite-redirect-page'),
        page(paths.success, 'verification/routes/success-page', ['verification']),
        page(paths.userVerify, 'verification/routes/user-verify-page', ['verification']),
        page(paths.transcribe, 'transcripts/routes/transcript-page', ['transcripts', 'editors']),
        page(paths.login, 'auth/routes/login-page', ['dashboard']),
        page(paths.authLanding, 'auth/routes/auth-landing-page', ['dashboard']),
        page(paths.logout, 'auth/routes/logout-page', ['dashboard']),
      ],
    },
  ];
}
