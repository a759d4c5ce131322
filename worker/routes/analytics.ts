// /api/analytics: the site's first-party page-view events, validated and counted in Analytics Engine (off unless ANALYTICS_ENABLED).
import { pageViewSchema } from '#shared/schemas/analytics';
import { createRouter } from '../app-env';
import { ApiError } from '../lib/errors';
import { jsonBody } from '../lib/validate';

export const analyticsRoutes = createRouter()
  .use(async (c, next) => {
    if (!c.get('settings').publicConfig.analyticsEnabled) {
      throw new ApiError(404, 'analytics_disabled', 'Page-view analytics is turned off for this site.');
    }
    await next();
  })
  // One data point per view: blob1 the route pattern, blob2 the path (never a query or user data);
  // the route is the sampling index, so rare pages keep their counts under sampling.
  .post('/pageview', jsonBody(pageViewSchema), (c) => {
    const { route, path } = c.req.valid('json');
    c.env.PAGE_VIEWS.writeDataPoint({ blobs: [route, path], indexes: [route] });
    return c.body(null, 204);
  });
