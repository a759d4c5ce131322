// /api/analytics: the site's first-party page-view events, validated and logged (off unless ANALYTICS_ENABLED).
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
  .post('/pageview', jsonBody(pageViewSchema), (c) => {
    const { route, path } = c.req.valid('json');
    console.log(JSON.stringify({ event: 'pageview', route, path }));
    return c.body(null, 204);
  });
