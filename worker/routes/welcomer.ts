// /api/welcomer: read and update a server's welcome message configuration.
import { apiRoutes } from '../../shared/api-routes';
import { welcomerUpdateSchema } from '../../shared/schemas/welcomer';
import { createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { idParam } from '../lib/params';
import { forward } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

export const welcomerRoutes = createRouter()
  .post('/update', requireBearer, jsonBody(welcomerUpdateSchema), (c) =>
    forward(c, {
      service: 'bot',
      method: 'POST',
      path: apiRoutes.welcomerUpdate(),
      body: c.req.valid('json'),
      authorised: true,
    }),
  )
  .get('/:id', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.welcomer(c.req.valid('param').id),
      authorised: true,
    }),
  );
