// The page-view event the site's first-party analytics sends (spec section 7: route and path).
import * as z from './zod';

/** Longest route or path accepted. */
export const PAGE_VIEW_PATH_MAX = 512;

/** A site path: starts with '/', no query, hash, spaces or control characters. */
const sitePath = z
  .string()
  .check(
    z.maxLength(PAGE_VIEW_PATH_MAX),
    z.regex(/^\/[^?#\s\p{Cc}]*$/u, 'must be a path starting with "/" without query or hash'),
  );

/** One page view: the matched route pattern (e.g. /dashboard/:serverId) and the visited path. */
export const pageViewSchema = z.strictObject({ route: sitePath, path: sitePath });
export type PageView = z.infer<typeof pageViewSchema>;
