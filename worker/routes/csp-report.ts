// /api/csp-report: browsers' Content-Security-Policy violation reports, logged one JSON line each (rate limited, bounded).
import { createRouter } from '../app-env';
import { readCspReport } from '../lib/csp-report';
import { logEvent } from '../lib/log';

export const cspReportRoutes = createRouter().post('/', async (c) => {
  for (const violation of await readCspReport(c.req.raw)) {
    logEvent('info', 'csp-violation', { ...violation });
  }
  return c.body(null, 204);
});
