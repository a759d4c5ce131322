// Worker entry: composes middleware, the per-area API routers, the error envelope and the SPA fallback.
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { ApiError, errorResponse } from './lib/errors';
import { readSettings } from './lib/settings';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { botRoutes } from './routes/bot';
import { configRoutes } from './routes/config';
import { dashboardRoutes } from './routes/dashboard';
import { demoRoutes } from './routes/demo';
import { seoRoutes } from './routes/seo';
import { serveSpaShell } from './routes/site';
import { verifyRoutes } from './routes/verify';
import { welcomerRoutes } from './routes/welcomer';

const app = new Hono<AppEnv>();

app.use('/api/*', secureHeaders(), async (c, next) => {
  c.set('settings', readSettings(c.env));
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});

app.route('/api/config', configRoutes);
app.route('/api/auth', authRoutes);
app.route('/api/verify', verifyRoutes);
app.route('/api/bot', botRoutes);
app.route('/api/dashboard', dashboardRoutes);
app.route('/api/welcomer', welcomerRoutes);
app.route('/api/demo', demoRoutes);
app.route('/api/analytics', analyticsRoutes);

app.all('/api/*', () => {
  throw new ApiError(404, 'not_found', 'No such API route.');
});
app.route('/', seoRoutes);
app.all('*', serveSpaShell);

app.onError((error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  console.error('unhandled worker error', error);
  return errorResponse(
    c,
    new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  );
});

export default app;
