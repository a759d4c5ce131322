// Demo bot API: /bot/server/{id} (detail, prefix, configurable roles, autoresponders) and /bot/user/{id}.
import { Hono } from 'hono/tiny';
import { AUTORESPONDER_LIMIT, PREFIX_MAX_LENGTH } from '#shared/constants/limits';
import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import {
  type DemoEnv,
  DemoRefusal,
  demoData,
  readDemoBody,
  requireAdminGuild,
  requireDemoUser,
} from '../guard';

export const demoBot = new Hono<DemoEnv>()
  .get('/server/:id', (c) => c.json(requireAdminGuild(c, c.req.param('id')).detail))
  .post('/server/:id/prefix', async (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const { prefix: raw } = await readDemoBody(c);
    const prefix = typeof raw === 'string' ? raw.trim() : '';
    if (prefix === '') throw new DemoRefusal(400, 'Prefix cannot be empty');
    if (prefix.length > PREFIX_MAX_LENGTH) {
      throw new DemoRefusal(400, `Prefix must be ${PREFIX_MAX_LENGTH} characters or fewer`);
    }
    guild.detail.prefix = prefix;
    return c.json({ success: true, prefix });
  })
  .get('/server/:id/configurableRoles', (c) =>
    c.json(requireAdminGuild(c, c.req.param('id')).configurableRoles),
  )
  .patch('/server/:id/configurableRoles', async (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const { roleName, roleId } = await readDemoBody(c);
    if (!CONFIGURABLE_ROLE_KEYS.includes(roleName as ConfigurableRoleKey)) {
      throw new DemoRefusal(400, `Unknown configurable role: ${String(roleName)}`);
    }
    if (roleId !== null && !guild.roles.some((role) => role.id === roleId)) {
      throw new DemoRefusal(400, 'That role does not exist in this server');
    }
    guild.configurableRoles[roleName as ConfigurableRoleKey] = roleId as string | null;
    return c.json({ success: true });
  })
  .get('/server/:id/autoresponders', (c) =>
    c.json({ autoresponders: requireAdminGuild(c, c.req.param('id')).autoresponders }),
  )
  .post('/server/:id/autoresponders', async (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const { trigger, response } = await readDemoBody(c);
    if (typeof trigger !== 'string' || typeof response !== 'string' || !trigger.trim() || !response.trim()) {
      throw new DemoRefusal(400, 'Both trigger and response are required');
    }
    if (guild.autoresponders.length >= AUTORESPONDER_LIMIT) {
      throw new DemoRefusal(
        400,
        `Maximum autoresponders reached (${AUTORESPONDER_LIMIT}/${AUTORESPONDER_LIMIT})`,
      );
    }
    if (guild.autoresponders.some((item) => item.trigger.toLowerCase() === trigger.trim().toLowerCase())) {
      throw new DemoRefusal(409, `An autoresponder for "${trigger.trim()}" already exists`);
    }
    guild.autoresponders.push({ trigger: trigger.trim(), response: response.trim() });
    return c.json({ success: true }, 201);
  })
  .delete('/server/:id/autoresponders/:trigger', (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const trigger = c.req.param('trigger');
    const index = guild.autoresponders.findIndex(
      (item) => item.trigger.toLowerCase() === trigger.toLowerCase(),
    );
    if (index === -1) throw new DemoRefusal(404, `No autoresponder for "${trigger}"`);
    guild.autoresponders.splice(index, 1);
    return c.json({ success: true });
  })
  .get('/user/:userId', (c) => {
    const user = requireDemoUser(c);
    const data = demoData(c);
    if (c.req.param('userId') !== user.id)
      return c.json({ badges: [], np: { enabled: false, npTime: null } });
    return c.json({ badges: data.badges, np: data.np });
  });
