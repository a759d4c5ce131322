// /api/demo (demo entry only): controls of the caller's own demo: received calls, reset (the shared history too), a co-admin's save, injected failures.
import * as z from '#shared/schemas/zod';
import { createRouter } from '../app-env';
import { ApiError } from '../lib/errors';
import { jsonBody } from '../lib/validate';
import { coAdminWelcomeEdit, resetDemoHistory } from './history-samples';
import {
  addFailure,
  MAX_FAILURE_DELAY_MS,
  MAX_INJECTED_FAILURES,
  resetDemoVisitor,
  visitorData,
} from './store';
import { visitorOf } from './visitor';

const failureSchema = z.object({
  status: z.number().check(z.int(), z.gte(400), z.lte(599)),
  times: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
  pathPrefix: z._default(z.string().check(z.maxLength(200)), ''),
  delayMs: z._default(z.number().check(z.int(), z.gte(0), z.lte(MAX_FAILURE_DELAY_MS)), 0),
});

export const demoControlRoutes = createRouter()
  .get('/requests', (c) => c.json({ requests: visitorOf(c.req.raw).received }))
  .post('/reset', async (c) => {
    resetDemoVisitor(visitorOf(c.req.raw));
    await resetDemoHistory(c.env.HISTORY_DB);
    return c.json({ success: true });
  })
  .post('/co-admin-edit', async (c) => {
    if (!(await coAdminWelcomeEdit(c.env.HISTORY_DB, visitorData(visitorOf(c.req.raw))))) {
      throw new ApiError(503, 'history_unavailable', 'The demo has no change history to record in.');
    }
    return c.json({ success: true });
  })
  .post('/fail', jsonBody(failureSchema), (c) => {
    if (!addFailure(visitorOf(c.req.raw), c.req.valid('json'))) {
      throw new ApiError(
        409,
        'too_many_failures',
        `At most ${MAX_INJECTED_FAILURES} injected failures can wait at once. Reset the demo first.`,
      );
    }
    return c.json({ success: true });
  });
