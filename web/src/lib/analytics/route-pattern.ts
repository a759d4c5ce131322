// Turns a visited path back into its route pattern, so page views group by page (/dashboard/:serverId).
import type { Params } from 'react-router-dom';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `pathname` with each segment that holds a route param replaced by `:name`
 * (the splat `*` stays literal). Unmatched or empty params change nothing.
 */
export function routePattern(pathname: string, params: Readonly<Params>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && value) names.set(value, name);
  }
  return pathname
    .split('/')
    .map((segment) => {
      const name = names.get(decodeSegment(segment));
      return name ? `:${name}` : segment;
    })
    .join('/');
}
