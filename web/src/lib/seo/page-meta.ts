// What a page tells search engines and link previews: its title, description, keywords and structured data.

/** Search and social-share metadata of one page. */
export interface PageMeta {
  /** The full document title. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Keep the page out of search results (utility and signed-in pages). */
  noindex?: boolean;
  /** JSON-LD structured data for the page, built from the site's public origin. */
  structuredData?: (siteUrl: string) => Record<string, unknown>;
}

/** The `handle` a route module exports so the router, the pre-renderer and the head manager find its meta. */
export interface PageHandle {
  meta: PageMeta;
}

/**
 * The meta of the deepest route that declares one, or `fallback` when none does.
 * Accepts router matches (`useMatches()`) as well as static-handler matches (`{ route: { handle } }`).
 */
export function pageMetaOf(
  matches: readonly { handle?: unknown; route?: { handle?: unknown } }[],
  fallback: PageMeta,
): PageMeta {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = (match?.handle ?? match?.route?.handle) as Partial<PageHandle> | undefined;
    if (handle?.meta) return handle.meta;
  }
  return fallback;
}
