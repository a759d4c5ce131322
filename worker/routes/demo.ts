// /api/demo: controls of the embedded demo bot API (demo mode only): received calls, reset, injected failures.
import { z } from 'zod';
import { createRouter } from '../app-env';
import { demoStore, resetDemoStore } from '../demo/store';
import { ApiError } from '../lib/errors';
import { jsonBody } from '../lib/validate';

const failureSchema = z.object({
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(100).default(1),
  pathPrefix: z.string().max(200).default(''),
});

export const demoRoutes = createRouter()
  .use(async (c, next) => {
    if (!c.get('settings').demoMode) throw new ApiError(404, 'not_found', 'No such API route.');
    await next();
  })
  .get('/requests', (c) => c.json({ requests: demoStore.received }))
  .post('/reset', (c) => {
    resetDemoStore();
    return c.json({ success: true });
  })
  .post('/fail', jsonBody(failureSchema), (c) => {
    demoStore.failures.push(c.req.valid('json'));
    return c.json({ success: true });
  });
