// /api/demo (demo entry only): controls of the embedded demo bot API: received calls, reset, injected failures.
import * as z from 'zod';
import { createRouter } from '../app-env';
import { jsonBody } from '../lib/validate';
import { demoStore, resetDemoStore } from './store';

const failureSchema = z.object({
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(100).default(1),
  pathPrefix: z.string().max(200).default(''),
});

export const demoControlRoutes = createRouter()
  .get('/requests', (c) => c.json({ requests: demoStore.received }))
  .post('/reset', (c) => {
    resetDemoStore();
    return c.json({ success: true });
  })
  .post('/fail', jsonBody(failureSchema), (c) => {
    demoStore.failures.push(c.req.valid('json'));
    return c.json({ success: true });
  });
