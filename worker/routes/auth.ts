// /api/auth: the session calls, and the redirect that starts the Discord login.
import { apiRoutes } from '#shared/api-routes';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import { createRouter } from '../app-env';
import { DEMO_TOKEN } from '../demo/seed';
import { requireBearer } from '../lib/bearer';
import { forwardToBot, upstreamBase } from '../lib/upstream';

export const authRoutes = createRouter()
  .get('/discord', (c) => {
    const base = upstreamBase(c, 'bot');
    if (base === null) return c.redirect(`/auth-landing?${TOKEN_QUERY_PARAM}=${DEMO_TOKEN}`, 302);
    return c.redirect(`${base}${apiRoutes.authDiscord()}`, 302);
  })
  .get('/servers', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authServers()))
  .get('/me', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authMe()))
  .post('/logout', requireBearer, (c) => forwardToBot(c, 'POST', apiRoutes.authLogout()));
