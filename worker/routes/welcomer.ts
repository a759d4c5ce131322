// /api/welcomer: read and update a server's welcome message configuration.
import { apiRoutes } from '#shared/api-routes';
import { welcomerUpdateSchema } from '#shared/schemas/welcomer';
import { createRouter } from '../app-env';
import { recordWelcome } from '../history/recorded-writes';
import { requireBearer } from '../lib/bearer';
import { serverRead } from '../lib/server-calls';
import { forwardToBot } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

export const welcomerRoutes = createRouter()
  .post('/update', requireBearer, jsonBody(welcomerUpdateSchema), recordWelcome, (c) =>
    forwardToBot(c, 'POST', apiRoutes.welcomerUpdate(), c.req.valid('json')),
  )
  .get('/:id', ...serverRead(apiRoutes.welcomer));
