// /api/bot: server detail, prefix, configurable roles, autoresponders and bot-side user info.
import { apiRoutes } from '#shared/api-routes';
import { autoresponderSchema, triggerParamSchema } from '#shared/schemas/autoresponders';
import { configurableRoleUpdateSchema } from '#shared/schemas/configurable-roles';
import { snowflakeSchema } from '#shared/schemas/ids';
import { prefixUpdateSchema } from '#shared/schemas/server';
import * as z from '#shared/schemas/zod';
import { createRouter } from '../app-env';
import {
  recordAutoresponderCreate,
  recordAutoresponderDelete,
  recordPrefix,
  recordRole,
} from '../history/recorded-writes';
import { requireBearer } from '../lib/bearer';
import { idParam } from '../lib/params';
import { forwardToBot } from '../lib/upstream';
import { jsonBody, pathParams } from '../lib/validate';

const userParam = pathParams(z.object({ userId: snowflakeSchema }));
const triggerParam = pathParams(z.extend(triggerParamSchema, { id: snowflakeSchema }));

export const botRoutes = createRouter()
  .get('/server/:id', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.server(c.req.valid('param').id)),
  )
  .post('/server/:id/prefix', requireBearer, idParam, jsonBody(prefixUpdateSchema), recordPrefix, (c) =>
    forwardToBot(c, 'POST', apiRoutes.serverPrefix(c.req.valid('param').id), c.req.valid('json')),
  )
  .get('/server/:id/configurableRoles', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.configurableRoles(c.req.valid('param').id)),
  )
  .patch(
    '/server/:id/configurableRoles',
    requireBearer,
    idParam,
    jsonBody(configurableRoleUpdateSchema),
    recordRole,
    (c) =>
      forwardToBot(c, 'PATCH', apiRoutes.configurableRoles(c.req.valid('param').id), c.req.valid('json')),
  )
  .get('/server/:id/autoresponders', requireBearer, idParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.autoresponders(c.req.valid('param').id)),
  )
  .post(
    '/server/:id/autoresponders',
    requireBearer,
    idParam,
    jsonBody(autoresponderSchema),
    recordAutoresponderCreate,
    (c) => forwardToBot(c, 'POST', apiRoutes.autoresponders(c.req.valid('param').id), c.req.valid('json')),
  )
  .delete(
    '/server/:id/autoresponders/:trigger',
    requireBearer,
    triggerParam,
    recordAutoresponderDelete,
    (c) => {
      const { id, trigger } = c.req.valid('param');
      return forwardToBot(c, 'DELETE', apiRoutes.autoresponder(id, trigger));
    },
  )
  .get('/user/:userId', requireBearer, userParam, (c) =>
    forwardToBot(c, 'GET', apiRoutes.botUser(c.req.valid('param').userId)),
  );
