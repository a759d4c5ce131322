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
import { serverRead, serverWrite } from '../lib/server-calls';
import { forwardToBot } from '../lib/upstream';
import { pathParams } from '../lib/validate';

const userParam = pathParams(z.object({ userId: snowflakeSchema }));
const triggerParam = pathParams(z.extend(triggerParamSchema, { id: snowflakeSchema }));

export const botRoutes = createRouter()
  .get('/server/:id', ...serverRead(apiRoutes.server))
  .post(
    '/server/:id/prefix',
    ...serverWrite('POST', apiRoutes.serverPrefix, prefixUpdateSchema, recordPrefix),
  )
  .get('/server/:id/configurableRoles', ...serverRead(apiRoutes.configurableRoles))
  .patch(
    '/server/:id/configurableRoles',
    ...serverWrite('PATCH', apiRoutes.configurableRoles, configurableRoleUpdateSchema, recordRole),
  )
  .get('/server/:id/autoresponders', ...serverRead(apiRoutes.autoresponders))
  .post(
    '/server/:id/autoresponders',
    ...serverWrite('POST', apiRoutes.autoresponders, autoresponderSchema, recordAutoresponderCreate),
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
