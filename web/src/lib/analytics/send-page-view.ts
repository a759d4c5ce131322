// The first-party page-view sender, loaded on demand only when analytics is enabled.
import { apiRoutes } from '#shared/api-routes';
import type { PageView } from '#shared/schemas/analytics';
import { apiRequest } from '../api-client';

/**
 * Posts one page view to /api/analytics/pageview.
 * @throws ApiRequestError when the call fails or is blocked.
 */
export async function sendPageView(view: PageView): Promise<void> {
  await apiRequest(apiRoutes.analyticsPageView(), { method: 'POST', body: view });
}
