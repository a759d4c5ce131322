// /api/dashboard: embed channels, resources and sends, and the guild lookup of the welcomer page.
import { apiRoutes } from '#shared/api-routes';
import { embedSendSchema } from '#shared/schemas/embed';
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { createRouter } from '../app-env';
import { recordEmbedSend, recordReactionRoleSend } from '../history/recorded-writes';
import { serverRead, serverWrite } from '../lib/server-calls';

export const dashboardRoutes = createRouter()
  .get('/embed/channels/:id', ...serverRead(apiRoutes.embedChannels))
  .get('/embed/resources/:id', ...serverRead(apiRoutes.embedResources))
  .post('/embed/send/:id', ...serverWrite('POST', apiRoutes.embedSend, embedSendSchema, recordEmbedSend))
  .post(
    '/embed/send-roles/:id',
    ...serverWrite('POST', apiRoutes.embedSendRoles, reactionRoleSendSchema, recordReactionRoleSend),
  )
  .get('/:id', ...serverRead(apiRoutes.dashboardGuild));
