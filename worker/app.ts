// The worker's Hono app, built by an entry: middleware, the per-area API routers, the error envelope and the SPA fallback.
import { Hono } from 'hono/tiny';
import { CSP_REPORT_PATH } from '#shared/constants/csp-report';
import type { AppEnv } from './app-env';
import { apiContext, pageContext } from './lib/api-context';
import { apiGuards } from './lib/api-guards';
import { ApiError, renderError } from './lib/errors';
import { requestLog } from './lib/log';
import { pageTheme } from './lib/page-theme';
import type { Upstream } from './lib/upstream-target';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { botRoutes } from './routes/bot';
import { configRoutes } from './routes/config';
import { cspReportRoutes } from './routes/csp-report';
import { dashboardRoutes } from './routes/dashboard';
import { historyRoutes } from './routes/history';
import { localeRedirectRoutes } from './routes/locale-redirect';
import { loginReturnRoutes } from './routes/login-return';
import { prerenderedRoutes } from './routes/prerendered';
import { seoRoutes } from './routes/seo';
import { serveSpaShell } from './routes/site';
import { themeChoiceRoutes } from './routes/theme-choice';
import { transcriptRoutes } from './routes/transcript';
import { verifyRoutes } from './routes/verify';
import { welcomerRoutes } from './routes/welcomer';

/** The API's routers by the path each is mounted at, one per upstream area. */
const API_ROUTES: Readonly<Record<string, Hono<AppEnv>>> = {
  '/api/config': configRoutes,
  '/api/auth': authRoutes,
  '/api/verify': verifyRoutes,
  '/api/bot': botRoutes,
  '/api/dashboard': dashboardRoutes,
  '/api/welcomer': welcomerRoutes,
  '/api/history': historyRoutes,
  '/api/transcript': transcriptRoutes,
  '/api/analytics': analyticsRoutes,
  [CSP_REPORT_PATH]: cspReportRoutes,
};

/** The routers of pages and files outside /api, mounted at the root in this order (the first match answers). */
const PAGE_ROUTES: readonly Hono<AppEnv>[] = [
  localeRedirectRoutes,
  loginReturnRoutes,
  seoRoutes,
  themeChoiceRoutes,
  prerenderedRoutes,
];

/** What an entry plugs into the app. */
export interface AppParts {
  /** Answers every upstream call: the network in production, the embedded demo bot API in the demo. */
  upstream: Upstream;
  /** Reported to the SPA in /api/config; true only in the demo entry. */
  demoMode: boolean;
  /** Mounts the entry's own routes ahead of the API's (after the shared middleware). */
  mount?: (app: Hono<AppEnv>) => void;
}

/** The app of one entry: every /api route of the spec, robots.txt, sitemap.xml and the SPA shell. */
export function createApp({ upstream, demoMode, mount }: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestLog);
  app.use('*', pageTheme);
  app.use('/api/*', apiContext(upstream, demoMode), apiGuards);
  app.use('/dashboard/*', pageContext(upstream, demoMode));
  mount?.(app);

  for (const [path, routes] of Object.entries(API_ROUTES)) app.route(path, routes);

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'No such API route.');
  });
  for (const routes of PAGE_ROUTES) app.route('/', routes);
  app.all('*', serveSpaShell);

  app.onError(renderError);
  return app;
}
