// Build-time renderer (Vite SSR build): turns each public page into full HTML for Workers Static Assets.
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { LOCALES, type Locale } from '#shared/constants/locales';
import { DASHBOARD_SHELL_PAGES, dashboardShellPath } from '#shared/logic/dashboard-shells';
import { directionOf, localeOfPath } from '#shared/logic/locale-paths';
import { TRANSCRIBE_SHELL_STATES, transcribeShellFile } from '#shared/logic/transcribe-shell';
import { APP_META } from './app/app-meta';
import { dashboardRoute } from './app/dashboard-routes';
import { DashboardSkeleton } from './app/layouts/shell/dashboard-skeleton';
import { pageNamespacesOf, pageSourceOf } from './app/lazy-pages';
import { withDashboardRoute } from './app/route-table';
import { routesFor } from './app/routes';
import { ShareLinkButton } from './components/share-link-button';
import { notYet } from './components/shell-inert';
import { ToolShellContent } from './components/tool-shell-content';
import { AUTORESPONDER_TEXTS } from './features/autoresponders/texts';
import {
  ServerHeadingShellContent,
  ServerListShellContent,
} from './features/dashboard/components/shell-content';
import { EmbedSenderShellContent } from './features/embed-sender/components/shell-content';
import { HISTORY_TEXTS } from './features/history/texts';
import { RR_TEXTS } from './features/reaction-roles/texts';
import { RoleConfigShellContent } from './features/role-config/components/shell-content';
import { WelcomeShellContent } from './features/welcomer/components/shell-content';
import { activateLocale, type Namespace } from './lib/i18n/i18n';
import {
  BROWSER_LOCALE_SOURCE,
  DASHBOARD_NAMESPACES,
  namespacesOf,
  readsBrowserLocale,
} from './lib/i18n/page-locale';
import { DEFAULT_PUBLIC_CONFIG } from './lib/public-config';
import { headTags } from './lib/seo/head-tags';
import { pageMetaOf } from './lib/seo/page-meta';
import { renderHead } from './lib/seo/render-head';

export { PRERENDERED_PATHS } from '#shared/site-routes';
export { LOCALES };

/** Every page of every locale: the pre-renderer renders them all. */
const routes = routesFor(LOCALES);

/**
 * The catalogues the page at `pathname` shows texts from: those of its first load and those its
 * routes load with their code (a dashboard tool's own).
 */
function pageNamespaces(pathname: string): Namespace[] {
  const matched = (matchRoutes(withDashboardRoute(routes, dashboardRoute), pathname) ?? []).flatMap(
    ({ route }) => pageNamespacesOf.get(route) ?? [],
  );
  return [...new Set([...namespacesOf(pathname), ...matched])];
}

/**
 * The message catalogues (`<locale>/<namespace>`) the page at `pathname` loads in `locale` (a
 * public page's is its prefix's), for the pre-renderer to preload.
 */
export function pageCatalogues(pathname: string, locale: Locale = localeOfPath(pathname)): string[] {
  return pageNamespaces(pathname).map((namespace) => `${locale}/${namespace}`);
}

/** The origin canonical URLs point at when the build is not given SITE_URL. */
export const DEFAULT_SITE_URL = DEFAULT_PUBLIC_CONFIG.siteUrl;

/** The document's opening tag in `locale`: its language and writing direction. */
function htmlElement(locale: Locale): string {
  return `<html lang="${locale}" dir="${directionOf(locale)}">`;
}

/** The markers of the SPA shell the pre-renderer fills. */
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_ELEMENT = '<html lang="en">';
const SHELL_HEAD = /<title>[^<]*<\/title>\s*(<meta [^>]*data-page-head[^>]*>\s*)*/;

/**
 * The source files (relative to web/, the keys of Vite's build manifest) of the lazily loaded page
 * modules `pathname` renders, outermost first, after the locale reader of pages without a locale
 * in their URL (the entry loads it first, main.tsx); the pre-renderer links their CSS and chunks in
 * this order.
 */
export function pageSources(pathname: string): string[] {
  const sources = (matchRoutes(withDashboardRoute(routes, dashboardRoute), pathname) ?? []).flatMap(
    ({ route }) => pageSourceOf.get(route) ?? [],
  );
  // an unprefixed page such as the dashboard first reads the visitor's language (page-locale.ts)
  return readsBrowserLocale(pathname) ? [BROWSER_LOCALE_SOURCE, ...sources] : sources;
}

/**
 * The page at `pathname` (which may carry a query string) in `locale` (a public page's is its
 * prefix's): its body markup and its head (title, meta, canonical, JSON-LD).
 */
export async function renderPage(
  pathname: string,
  siteUrl: string,
  locale: Locale = localeOfPath(pathname),
): Promise<{ html: string; head: string }> {
  await activateLocale(locale, namespacesOf(new URL(pathname, 'http://prerender.local').pathname));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page.`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders with status ${context.statusCode}.`);
  if (context.matches.at(-1)?.route.path === '*') throw new Error(`${pathname} is not a page of the site.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const meta = pageMetaOf(context.matches, APP_META);
  return { html, head: renderHead(meta.title, headTags(meta, siteUrl, pathname)) };
}

/**
 * The SPA shell `template` (Vite's built index.html) with the page at `pathname` rendered in
 * `locale` (as renderPage) into `#root` and its head replacing the shell's title and default meta.
 * @throws Error when the template lacks the empty `#root` or the title, or the page does not render.
 */
export async function renderDocument(
  template: string,
  pathname: string,
  siteUrl: string,
  locale: Locale = localeOfPath(pathname),
): Promise<string> {
  if (!template.includes(ROOT_ELEMENT) || !template.includes(HTML_ELEMENT) || !SHELL_HEAD.test(template)) {
    throw new Error(
      'The SPA shell has no <html lang="en">, no empty <div id="root"></div> or no <title> to replace.',
    );
  }
  const { html, head } = await renderPage(pathname, siteUrl, locale);
  return template
    .replace(HTML_ELEMENT, htmlElement(locale))
    .replace(SHELL_HEAD, `${head}\n    `)
    .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
}

export { DASHBOARD_SHELL_PAGES, dashboardShellPath, TRANSCRIBE_SHELL_STATES, transcribeShellFile };

/** The first content of the shells whose main content the Worker writes in (worker/lib/shell-content.ts). */
const SHELL_CONTENT: Readonly<Record<string, () => ReactNode>> = {
  list: () => <ServerListShellContent />,
  server: () => <ServerHeadingShellContent />,
  'embed-generator': () => <EmbedSenderShellContent />,
  'welcome-config': () => <WelcomeShellContent />,
  'role-config': () => <RoleConfigShellContent />,
  'auto-responder': () => (
    <ToolShellContent heading={AUTORESPONDER_TEXTS.title} intro={AUTORESPONDER_TEXTS.intro} />
  ),
  'reaction-role': () => (
    <ToolShellContent
      heading={RR_TEXTS.heading}
      intro={RR_TEXTS.intro}
      actions={<ShareLinkButton tool="reaction-role" value={notYet} />}
    />
  ),
  logs: () => <ToolShellContent heading={HISTORY_TEXTS.heading} intro={HISTORY_TEXTS.intro} />,
};

/**
 * The SPA shell `template` in `locale` (its `<html lang dir>`) with the dashboard skeleton of the
 * shell `name` (the chrome before any script runs, and that page's first content for the Worker
 * to fill, in that language) right after the empty `#root`, which the app renders into (the
 * skeleton then hides itself).
 * @throws Error when the template lacks the empty `#root` or `<html lang="en">`.
 */
export async function renderDashboardShell(template: string, locale: Locale, name: string): Promise<string> {
  if (!template.includes(ROOT_ELEMENT) || !template.includes(HTML_ELEMENT)) {
    throw new Error('The SPA shell has no <html lang="en"> or no empty <div id="root"></div>.');
  }
  // the frame's catalogues and those of the page the shell serves (a tool's own, for its content)
  const page = DASHBOARD_SHELL_PAGES[name];
  await activateLocale(locale, [
    ...new Set([...DASHBOARD_NAMESPACES, ...(page ? pageNamespaces(page) : [])]),
  ]);
  const skeleton = renderToString(<DashboardSkeleton content={SHELL_CONTENT[name]?.()} />);
  return template
    .replace(HTML_ELEMENT, htmlElement(locale))
    .replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    ${skeleton}`);
}
