// Demo entry (`npm start`, `npm run dev`, the browser tests, a public demo): the same app, answered by the embedded demo bot API, with a sample change history.
import { createApp } from '../app';
import { scheduledPrune } from '../history/retention';
import { demoControlRoutes } from './control-routes';
import { demoUpstream } from './demo-api';
import { seedDemoHistoryOnce } from './history-samples';
import { demoLogin } from './login';
import { demoTranscripts } from './transcript-route';
import { demoVisitorCookie } from './visitor';

const app = createApp({
  upstream: demoUpstream,
  demoMode: true,
  mount: (app) => {
    app.use('/api/*', demoVisitorCookie, seedDemoHistoryOnce);
    // the dashboard pages' edge reads call the demo bot API too (worker/lib/edge-reads.ts)
    app.use('/dashboard/*', demoVisitorCookie);
    app.route('/api/demo', demoControlRoutes);
    app.get('/api/auth/discord', demoLogin);
    app.get('/api/transcript', demoTranscripts);
  },
});

export default { fetch: app.fetch, scheduled: scheduledPrune } satisfies ExportedHandler<Env>;
