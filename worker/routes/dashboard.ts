// /api/dashboard: embed channels, resources and sends, and the guild lookup of the welcomer page.
import { apiRoutes } from '#shared/api-routes';
import { embedSendSchema } from '#shared/schemas/embed';
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { createRouter } from '../app-env';
import { recordEmbedSend, recordReactionRoleSend } from '../history/recorded-writes';
import { requireBearer } from '../lib/bearer';
import { idParam } from '../lib/params';
import { forwardToBot } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

export const dashboardRoutes = createRouter()
  .get('/embed/channels/:id', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.embedChannels(c.req.valid('param').id)),
  )
  .get('/embed/resources/:id', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.embedResources(c.req.valid('param').id)),
  )
  .post('/embed/send/:id', requireBearer, idParam, jsonBody(embedSendSchema), recordEmbedSend, (c) =>
    forwardToBot(c, 'POST', apiRoutes.embedSend(c.req.valid('param').id), c.req.valid('json')),
  )
  .post(
    '/embed/send-roles/:id',
    requireBearer,
    idParam,
    jsonBody(reactionRoleSendSchema),
    recordReactionRoleSend,
    (c) => forwardToBot(c, 'POST', apiRoutes.embedSendRoles(c.req.valid('param').id), c.req.valid('json')),
  )
  .get('/:id', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.dashboardGuild(c.req.valid('param').id)),
  );
