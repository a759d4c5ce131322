// The dashboard's routes and its root (the session guard), loaded with the dashboard's code only (web/src/app/route-table.ts joins them to the table).
import type { RouteObject } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { DashboardRoot } from './dashboard-root';
import { chrome, lazyLayout, lazyPages, type PageModule } from './lazy-pages';
import { RouteError } from './route-error';

// run by route-table.ts when these routes load, before they first render
export { acceptEdgeSessionCheck } from '../features/auth/atoms/verified-session';

const page = lazyPages(
  import.meta.glob<PageModule>(
    '../features/{dashboard,shared-drafts,autoresponders,embed-sender,reaction-roles,welcomer,role-config,history}/routes/*-page.tsx',
  ),
);

/** The route id of /dashboard, so a second join of the same routes is recognised as such. */
export const DASHBOARD_ROUTE_ID = 'dashboard';

/** /dashboard and everything under it: the session guard, the server list's and a server's layouts, each page. */
export const dashboardRoute: RouteObject = chrome(
  {
    id: DASHBOARD_ROUTE_ID,
    path: paths.dashboard,
    errorElement: <RouteError />,
    Component: DashboardRoot,
    children: [
      lazyLayout(
        undefined,
        'layouts/dashboard-layout',
        async () => (await import('./layouts/dashboard-layout')).DashboardLayout,
        [
          page(undefined, 'dashboard/routes/server-list-page'),
          page('profile', 'dashboard/routes/profile-page'),
          page('shared', 'shared-drafts/routes/shared-draft-page', ['editors']),
        ],
      ),
      lazyLayout(
        ':serverId',
        'layouts/server-layout',
        async () => (await import('./layouts/server-layout')).ServerLayout,
        [
          page(undefined, 'dashboard/routes/server-overview-page'),
          page('auto-responder', 'autoresponders/routes/autoresponders-page', ['autoresponders', 'editors']),
          page('embed-generator', 'embed-sender/routes/embed-sender-page', ['editors', 'embed-sender']),
          page('reaction-role', 'reaction-roles/routes/reaction-roles-page', ['editors', 'reaction-roles']),
          page('welcome-config', 'welcomer/routes/welcome-config-page', ['editors', 'welcomer']),
          page('role-config', 'role-config/routes/role-config-page', ['role-config', 'history']),
          page('logs', 'history/routes/history-page', ['history']),
          page('*', 'dashboard/routes/server-section-page'),
        ],
      ),
    ],
  },
  'dashboard-routes',
);
