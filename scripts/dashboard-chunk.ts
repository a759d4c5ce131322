// Build chunking: the modules every signed-in dashboard page loads, and no public page, joined into one chunk.
import type { ChunkingContext } from 'rolldown';

/** The SPA's entry and the dashboard's routes module, relative to the repository. */
const ENTRY = 'web/src/main.tsx';
const DASHBOARD_ROUTES = 'web/src/app/dashboard-routes.tsx';
/** The layouts the dashboard's routes load lazily: each dashboard page is under one of them. */
const LAYOUT = /\/web\/src\/app\/layouts\/[^/]+\.tsx$/;
/** The sign-in flow's pages (login, its landing, logout). */
const SIGN_IN_PAGE = /\/web\/src\/features\/auth\/routes\//;
/**
 * TanStack Query's hooks (and their observers) that only some dashboard pages use: the history and
 * role pages' infinite list and mutation state, the editors' writes. The common code reaches them
 * through the package's index, so the module graph alone counts them as every page's.
 */
const SOME_PAGES_ONLY =
  /\/@tanstack\/(react-query\/build\/modern\/use(InfiniteQuery|Mutation|MutationState)|query-core\/build\/modern\/(infiniteQueryObserver|mutationObserver))\.js$/;

/** Every module `from` reaches through static imports, `from` included. */
function staticClosure(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Every module a public page may load: what the entry reaches through static and dynamic imports,
 * except the dashboard's routes (`routes`), the sign-in flow's pages (they lead to the dashboard)
 * and the entry's own dynamic imports (the session's state when another tab signs out, the legacy
 * token's migration: rare, one-off loads).
 */
function publicModules(ctx: ChunkingContext, entry: string, routes: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(ctx.getModuleInfo(entry)?.importedIds ?? [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (id === routes || SIGN_IN_PAGE.test(id) || seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return seen.add(entry);
}

/**
 * The modules every dashboard page loads and no public page does: the dashboard's routes module
 * and its static imports, plus what every layout it loads lazily imports (the chrome), minus
 * whatever the entry reaches without the dashboard's routes (the public pages, their lazy parts,
 * the entry itself) and TanStack Query's hooks only some pages use (`SOME_PAGES_ONLY`). Empty when
 * the graph has no SPA entry (the pre-renderer's build).
 */
function dashboardModules(ctx: ChunkingContext, root: string): Set<string> {
  const routes = `${root}/${DASHBOARD_ROUTES}`;
  const entry = `${root}/${ENTRY}`;
  const routesInfo = ctx.getModuleInfo(routes);
  if (!ctx.getModuleInfo(entry) || !routesInfo) return new Set();
  const common = staticClosure(ctx, routes);
  const layouts = routesInfo.dynamicallyImportedIds.filter((id) => LAYOUT.test(id));
  const [first, ...others] = layouts.map((layout) => staticClosure(ctx, layout));
  for (const id of first ?? []) if (others.every((closure) => closure.has(id))) common.add(id);
  const onPublicPages = publicModules(ctx, entry, routes);
  return new Set([...common].filter((id) => !onPublicPages.has(id) && !SOME_PAGES_ONLY.test(id)));
}

/**
 * A `codeSplitting` group naming `dashboard` the modules every signed-in dashboard page loads and
 * no public page does (`root`: the repository's absolute path): TanStack Query, the routes, the
 * session guard, the query client, the chrome. Apart they were about 30 chunks, each compressed
 * alone with its own import lines; joined, every dashboard page loads 2.5 to 3.5 KB less gzip.
 * Page, layout and tool code stays split, and public pages load none of it: a module the public
 * side imports too (the API client, the session's state, jotai, the limits) keeps its own chunk and
 * its dependencies are not pulled in (`includeDependenciesRecursively: false`; nothing the public
 * side reaches imports this chunk, so no two chunks import each other). docs/page-pipeline.md.
 */
export function dashboardChunk(root: string) {
  const computed = new WeakMap<ChunkingContext, Set<string>>();
  return {
    name: (id: string, ctx: ChunkingContext) => {
      let modules = computed.get(ctx);
      if (!modules) {
        modules = dashboardModules(ctx, root);
        computed.set(ctx, modules);
      }
      return modules.has(id) ? 'dashboard' : null;
    },
    includeDependenciesRecursively: false,
  };
}
