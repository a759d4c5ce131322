// What each recorded write of the dashboard keeps: its tool, action, server, body and the value before it.
import type { Context } from 'hono';
import { apiRoutes } from '#shared/api-routes';
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { AppEnv } from '../app-env';
import { recordHistory } from './record';
import { objectField, replyAutoresponder, stringField } from './reply-fields';

/** The data a validator of the route has checked (`json` body or path `param`s). */
function valid<T>(c: Context<AppEnv>, target: 'json' | 'param'): T {
  return (c.req.valid as (target: string) => T)(target);
}

const idOf = (c: Context<AppEnv>) => valid<{ id: string }>(c, 'param').id;
const jsonOf = (c: Context<AppEnv>) => valid<unknown>(c, 'json');

/** POST /bot/server/{id}/prefix; before: the prefix of GET /bot/server/{id}. */
export const recordPrefix = recordHistory({
  tool: 'prefix',
  action: 'update',
  serverId: idOf,
  body: jsonOf,
  before: {
    path: (c) => apiRoutes.server(idOf(c)),
    pick: (reply) => ({ prefix: stringField(reply, 'prefix') ?? DEFAULT_PREFIX }),
  },
  conflicts: true,
});

/** PATCH /bot/server/{id}/configurableRoles; before: that role's assignment. */
export const recordRole = recordHistory({
  tool: 'roles',
  action: 'update',
  serverId: idOf,
  body: jsonOf,
  before: {
    path: (c) => apiRoutes.configurableRoles(idOf(c)),
    pick: (reply, c) => {
      const { roleName } = valid<{ roleName: string }>(c, 'json');
      return { roleName, roleId: stringField(reply, roleName) ?? null };
    },
  },
  conflicts: true,
});

/** POST /welcomer/update; before: the whole config of GET /welcomer/{guildId}, as an update body. */
export const recordWelcome = recordHistory({
  tool: 'welcome',
  action: 'update',
  serverId: (c) => valid<{ guildId: string }>(c, 'json').guildId,
  body: jsonOf,
  before: {
    path: (c) => apiRoutes.welcomer(valid<{ guildId: string }>(c, 'json').guildId),
    pick: (reply, c) => {
      const config = objectField(reply, 'config');
      return config ? { guildId: valid<{ guildId: string }>(c, 'json').guildId, config } : null;
    },
  },
  conflicts: true,
});

/** POST /bot/server/{id}/autoresponders; before: an autoresponder with the same trigger, if any. */
export const recordAutoresponderCreate = recordHistory({
  tool: 'autoresponders',
  action: 'create',
  serverId: idOf,
  body: jsonOf,
  before: {
    path: (c) => apiRoutes.autoresponders(idOf(c)),
    pick: (reply, c) => replyAutoresponder(reply, valid<{ trigger: string }>(c, 'json').trigger),
  },
});

/** DELETE /bot/server/{id}/autoresponders/{trigger}; before: the deleted autoresponder. */
export const recordAutoresponderDelete = recordHistory({
  tool: 'autoresponders',
  action: 'delete',
  serverId: idOf,
  body: (c) => ({ trigger: valid<{ trigger: string }>(c, 'param').trigger }),
  before: {
    path: (c) => apiRoutes.autoresponders(idOf(c)),
    pick: (reply, c) => replyAutoresponder(reply, valid<{ trigger: string }>(c, 'param').trigger),
  },
});

/** POST /dashboard/embed/send/{id}: a send has nothing before it. */
export const recordEmbedSend = recordHistory({ tool: 'embed', action: 'send', serverId: idOf, body: jsonOf });

/** POST /dashboard/embed/send-roles/{id}: a send has nothing before it. */
export const recordReactionRoleSend = recordHistory({
  tool: 'reaction-roles',
  action: 'send',
  serverId: idOf,
  body: jsonOf,
});
