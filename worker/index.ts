// Worker entry: composes middleware, the per-area API routers, the error envelope and the SPA fallback.
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { apiContext } from './lib/api-context';
import { ApiError, renderError } from './lib/errors';
import { csrfGuard } from './lib/site-origin';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { botRoutes } from './routes/bot';
import { configRoutes } from './routes/config';
import { dashboardRoutes } from './routes/dashboard';
import { demoRoutes } from './routes/demo';
import { loginReturnRoutes } from './routes/login-return';
import { seoRoutes } from './routes/seo';
import { serveSpaShell } from './routes/site';
import { transcriptRoutes } from './routes/transcript';
import { verifyRoutes } from './routes/verify';
import { welcomerRoutes } from './routes/welcomer';

const app = new Hono<AppEnv>();

app.use('/api/*', secureHeaders(), apiContext, csrfGuard);

app.route('/api/config', configRoutes);
app.route('/api/auth', authRoutes);
app.route('/api/verify', verifyRoutes);
app.route('/api/bot', botRoutes);
app.route('/api/dashboard', dashboardRoutes);
app.route('/api/welcomer', welcomerRoutes);
app.route('/api/transcript', transcriptRoutes);
app.route('/api/demo', demoRoutes);
app.route('/api/analytics', analyticsRoutes);

app.all('/api/*', () => {
  throw new ApiError(404, 'not_found', 'No such API route.');
});
app.route('/', loginReturnRoutes);
app.route('/', seoRoutes);
app.all('*', serveSpaShell);

app.onError(renderError);

export default app;
