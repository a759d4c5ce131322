// /api/dashboard: embed channels, resources and sends, and the guild lookup of the welcomer page.
import { apiRoutes } from '../../shared/api-routes';
import { embedSendSchema } from '../../shared/schemas/embed';
import { reactionRoleSendSchema } from '../../shared/schemas/reaction-roles';
import { createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { idParam } from '../lib/params';
import { forward } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

export const dashboardRoutes = createRouter()
  .get('/embed/channels/:id', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.embedChannels(c.req.valid('param').id),
      authorised: true,
    }),
  )
  .get('/embed/resources/:id', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.embedResources(c.req.valid('param').id),
      authorised: true,
    }),
  )
  .post('/embed/send/:id', requireBearer, idParam, jsonBody(embedSendSchema), (c) =>
    forward(c, {
      service: 'bot',
      method: 'POST',
      path: apiRoutes.embedSend(c.req.valid('param').id),
      body: c.req.valid('json'),
      authorised: true,
    }),
  )
  .post('/embed/send-roles/:id', requireBearer, idParam, jsonBody(reactionRoleSendSchema), (c) =>
    forward(c, {
      service: 'bot',
      method: 'POST',
      path: apiRoutes.embedSendRoles(c.req.valid('param').id),
      body: c.req.valid('json'),
      authorised: true,
    }),
  )
  .get('/:id', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.dashboardGuild(c.req.valid('param').id),
      authorised: true,
    }),
  );
