// /api/bot: server detail, prefix, configurable roles, autoresponders and bot-side user info.
import { z } from 'zod';
import { apiRoutes } from '../../shared/api-routes';
import { autoresponderSchema, triggerParamSchema } from '../../shared/schemas/autoresponders';
import { configurableRoleUpdateSchema } from '../../shared/schemas/configurable-roles';
import { snowflakeSchema } from '../../shared/schemas/ids';
import { prefixUpdateSchema } from '../../shared/schemas/server';
import { createRouter } from '../app-env';
import { requireBearer } from '../lib/bearer';
import { idParam } from '../lib/params';
import { forward } from '../lib/upstream';
import { jsonBody, pathParams } from '../lib/validate';

const userParam = pathParams(z.object({ userId: snowflakeSchema }));
const triggerParam = pathParams(triggerParamSchema.extend({ id: snowflakeSchema }));

export const botRoutes = createRouter()
  .get('/server/:id', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.server(c.req.valid('param').id),
      authorised: true,
    }),
  )
  .post('/server/:id/prefix', requireBearer, idParam, jsonBody(prefixUpdateSchema), (c) =>
    forward(c, {
      service: 'bot',
      method: 'POST',
      path: apiRoutes.serverPrefix(c.req.valid('param').id),
      body: c.req.valid('json'),
      authorised: true,
    }),
  )
  .get('/server/:id/configurableRoles', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.configurableRoles(c.req.valid('param').id),
      authorised: true,
    }),
  )
  .patch(
    '/server/:id/configurableRoles',
    requireBearer,
    idParam,
    jsonBody(configurableRoleUpdateSchema),
    (c) =>
      forward(c, {
        service: 'bot',
        method: 'PATCH',
        path: apiRoutes.configurableRoles(c.req.valid('param').id),
        body: c.req.valid('json'),
        authorised: true,
      }),
  )
  .get('/server/:id/autoresponders', requireBearer, idParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.autoresponders(c.req.valid('param').id),
      authorised: true,
    }),
  )
  .post('/server/:id/autoresponders', requireBearer, idParam, jsonBody(autoresponderSchema), (c) =>
    forward(c, {
      service: 'bot',
      method: 'POST',
      path: apiRoutes.autoresponders(c.req.valid('param').id),
      body: c.req.valid('json'),
      authorised: true,
    }),
  )
  .delete('/server/:id/autoresponders/:trigger', requireBearer, triggerParam, (c) => {
    const { id, trigger } = c.req.valid('param');
    return forward(c, {
      service: 'bot',
      method: 'DELETE',
      path: apiRoutes.autoresponder(id, trigger),
      authorised: true,
    });
  })
  .get('/user/:userId', requireBearer, userParam, (c) =>
    forward(c, {
      service: 'bot',
      method: 'GET',
      path: apiRoutes.botUser(c.req.valid('param').userId),
      authorised: true,
    }),
  );
