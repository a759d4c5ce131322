// /api/auth: the session calls, and the redirect that starts the Discord login.
import { apiRoutes } from '#shared/api-routes';
import { createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { forwardToBot, upstreamBase } from '../lib/upstream';

export const authRoutes = createRouter()
  .get('/discord', (c) => c.redirect(`${upstreamBase(c, 'bot')}${apiRoutes.authDiscord()}`, 302))
  .get('/servers', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authServers()))
  .get('/me', requireBearer, (c) => forwardToBot(c, 'GET', apiRoutes.authMe()))
  .post('/logout', requireBearer, (c) => forwardToBot(c, 'POST', apiRoutes.authLogout()));
