// Demo entry (`npm start`, `npm run dev`, the browser tests, a public demo): the same app, answered by the embedded demo bot API.
import { createApp } from '../app';
import { demoControlRoutes } from './control-routes';
import { demoUpstream } from './demo-api';
import { demoLogin } from './login';
import { demoTranscripts } from './transcript-route';
import { demoVisitorCookie } from './visitor';

export default createApp({
  upstream: demoUpstream,
  demoMode: true,
  mount: (app) => {
    app.use('/api/*', demoVisitorCookie);
    app.route('/api/demo', demoControlRoutes);
    app.get('/api/auth/discord', demoLogin);
    app.get('/api/transcript', demoTranscripts);
  },
});
