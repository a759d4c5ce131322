// Records a page view per navigation when analytics is on; never breaks the page when blocked.

import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageView } from '#shared/schemas/analytics';
import { usePublicConfig } from '../public-config';

/** The console hint printed once when page views cannot be sent (spec section 8). */
export const ANALYTICS_BLOCKED_HINT = {
  development:
    '[Warden analytics] Failed to load the page-view script. Please check if any ad blockers are enabled and try again.',
  production:
    '[Warden analytics] Failed to load the page-view script. Be sure to enable web analytics for this project (ANALYTICS_ENABLED=true) and deploy again.',
} as const;

let hinted = false;

/**
 * Loads the sender on first use and posts `view`. Any failure (script or request blocked,
 * analytics off on the server) is swallowed; the first one prints the hint with console.info.
 */
export async function recordPageView(view: PageView): Promise<void> {
  try {
    const { sendPageView } = await import('./send-page-view');
    await sendPageView(view);
  } catch {
    if (hinted) return;
    hinted = true;
    console.info(
      import.meta.env.DEV ? ANALYTICS_BLOCKED_HINT.development : ANALYTICS_BLOCKED_HINT.production,
    );
  }
}

/**
 * Sends the route and path of every page shown while `analyticsEnabled` is on in the public config.
 * The route-pattern code loads with the first page view, so pages without analytics never fetch it.
 */
export function usePageViews(): void {
  const { analyticsEnabled } = usePublicConfig();
  const { pathname } = useLocation();
  const params = useMatches().at(-1)?.params;
  useEffect(() => {
    if (!analyticsEnabled) return;
    void import('./route-pattern').then(({ routePattern }) =>
      recordPageView({ route: routePattern(pathname, params ?? {}), path: pathname }),
    );
  }, [analyticsEnabled, pathname, params]);
}
