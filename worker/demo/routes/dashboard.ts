// Demo bot API: /dashboard/embed/* (channels, resources, sends), /dashboard/{id} and /welcomer/*.
import { Hono } from 'hono/tiny';
import { OFFERED_CHANNEL_TYPES, REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { type DemoEnv, DemoRefusal, readDemoBody, requireAdminGuild } from '../guard';
import type { DemoGuild } from '../seed';

interface SendBody {
  channelId?: unknown;
  roles?: unknown;
  guildId?: unknown;
  config?: unknown;
}

function requireSendChannel(guild: DemoGuild, channelId: unknown) {
  const channel = guild.channels.find((item) => item.id === channelId);
  if (!channel || !(OFFERED_CHANNEL_TYPES as readonly number[]).includes(channel.type)) {
    throw new DemoRefusal(400, 'Unknown or non-text channel');
  }
  return channel;
}

let nextMessageId = 1_300_000_000_000_000_000n;

export const demoDashboard = new Hono<DemoEnv>()
  .get('/embed/channels/:id', (c) => c.json({ channels: requireAdminGuild(c, c.req.param('id')).channels }))
  .get('/embed/resources/:id', (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    return c.json({
      roles: guild.roles,
      emojis: guild.emojis,
      channelsServers: guild.channels,
      botHighestRolePosition: guild.botHighestRolePosition,
    });
  })
  .post('/embed/send/:id', async (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const body = (await readDemoBody(c)) as SendBody;
    requireSendChannel(guild, body.channelId);
    nextMessageId += 1n;
    return c.json({ success: true, messageId: String(nextMessageId) });
  })
  .post('/embed/send-roles/:id', async (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    const body = (await readDemoBody(c)) as SendBody;
    requireSendChannel(guild, body.channelId);
    if (!Array.isArray(body.roles) || body.roles.length === 0) {
      throw new DemoRefusal(400, 'Please add at least one role with a label');
    }
    if (body.roles.length > REACTION_ROLE_LIMIT)
      throw new DemoRefusal(400, `Maximum ${REACTION_ROLE_LIMIT} roles per message`);
    nextMessageId += 1n;
    return c.json({ success: true, messageId: String(nextMessageId) });
  })
  .get('/:id', (c) => {
    const guild = requireAdminGuild(c, c.req.param('id'));
    return c.json({ guild: guild.detail, channels: guild.channels });
  });

export const demoWelcomer = new Hono<DemoEnv>()
  .get('/:id', (c) => c.json({ success: true, config: requireAdminGuild(c, c.req.param('id')).welcomer }))
  .post('/update', async (c) => {
    const body = (await readDemoBody(c)) as SendBody;
    const guild = requireAdminGuild(c, String(body.guildId));
    const parsed = welcomeConfigSchema.safeParse(body.config);
    if (!parsed.success) throw new DemoRefusal(400, 'Invalid welcomer configuration');
    guild.welcomer = parsed.data;
    return c.json({ success: true });
  });
