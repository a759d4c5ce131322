// /api/bot: server detail, prefix, configurable roles, autoresponders and bot-side user info.

import type { Context } from 'hono';
import { apiRoutes } from '#shared/api-routes';
import { autoresponderSchema, triggerParamSchema } from '#shared/schemas/autoresponders';
import { configurableRoleUpdateSchema } from '#shared/schemas/configurable-roles';
import { snowflakeSchema } from '#shared/schemas/ids';
import { prefixUpdateSchema } from '#shared/schemas/server';
import * as z from '#shared/schemas/zod';
import { type AppEnv, createRouter } from '../app-env';
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

/** What the handlers below read: the server id of the path and, for writes, the validated body. */
type ServerCall = Context<AppEnv, string, { out: { param: { id: string }; json?: unknown } }>;

/** The handler reading `route(id)` from the bot API. */
const read = (route: (id: string) => string) => (c: ServerCall) =>
  forwardToBot(c, 'GET', route(c.req.valid('param').id));

/** The handler sending the validated body to `route(id)` with `method`. */
const write = (method: 'POST' | 'PATCH', route: (id: string) => string) => (c: ServerCall) =>
  forwardToBot(c, method, route(c.req.valid('param').id), c.req.valid('json'));

export const botRoutes = createRouter()
  .get('/server/:id', requireBearer, idParam, read(apiRoutes.server))
  .post(
    '/server/:id/prefix',
    requireBearer,
    idParam,
    jsonBody(prefixUpdateSchema),
    recordPrefix,
    write('POST', apiRoutes.serverPrefix),
  )
  .get('/server/:id/configurableRoles', requireBearer, idParam, read(apiRoutes.configurableRoles))
  .patch(
    '/server/:id/configurableRoles',
    requireBearer,
    idParam,
    jsonBody(configurableRoleUpdateSchema),
    recordRole,
    write('PATCH', apiRoutes.configurableRoles),
  )
  .get('/server/:id/autoresponders', requireBearer, idParam, read(apiRoutes.autoresponders))
  .post(
    '/server/:id/autoresponders',
    requireBearer,
    idParam,
    jsonBody(autoresponderSchema),
    recordAutoresponderCreate,
    write('POST', apiRoutes.autoresponders),
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
