// Demo bot API: autoresponders, configurable roles and the welcomer, whose changes last for the process.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '#shared/api-routes';
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { COMPLETE_WELCOMER_UPDATE } from '../shared/support/samples';
import {
  asDemoUser,
  callDemo,
  callDemoApi,
  DEMO_SERVERS,
  demoChannelId,
  demoJson,
  demoRoleId,
  resetDemo,
} from './support/demo';

beforeEach(resetDemo);

const { owned, premium, notAdmin } = DEMO_SERVERS;
const list = async (server = owned) =>
  (
    (await (await callDemo(apiRoutes.autoresponders(server), asDemoUser())).json()) as {
      autoresponders: { trigger: string; response: string }[];
    }
  ).autoresponders;
const add = (trigger: string, response = 'Hi!') =>
  callDemo(apiRoutes.autoresponders(owned), demoJson('POST', { trigger, response }));
const remove = (trigger: string) => callDemo(apiRoutes.autoresponder(owned, trigger), asDemoUser('DELETE'));

describe('autoresponders', () => {
  it('starts with the seeded one and keeps new ones per server', async () => {
    expect(await list()).toEqual([{ trigger: 'hello', response: 'Hey there! 👋' }]);
    expect((await add('good morning', 'Morning!')).status).toBe(201);
    expect(await list()).toEqual([
      { trigger: 'hello', response: 'Hey there! 👋' },
      { trigger: 'good morning', response: 'Morning!' },
    ]);
    expect(await list(premium)).toHaveLength(1);
  });

  it(`refuses a ${AUTORESPONDER_LIMIT + 1}th autoresponder`, async () => {
    await add('two');
    await add('three');
    const reply = await add('four');
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Maximum autoresponders reached (3/3)' });
    expect(await list()).toHaveLength(AUTORESPONDER_LIMIT);
  });

  it('refuses a duplicate trigger, ignoring case', async () => {
    const reply = await add('HeLLo');
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ error: 'An autoresponder for "HeLLo" already exists' });
  });

  it('refuses a blank trigger (asked directly)', async () => {
    const reply = await callDemoApi('POST', apiRoutes.autoresponders(owned), {
      body: { trigger: ' ', response: 'x' },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Both trigger and response are required' });
  });

  it.each(['good morning', 'and/or', 'café ☕', '100%'])(
    'deletes the trigger "%s" sent URL-encoded',
    async (trigger) => {
      await add(trigger);
      const reply = await remove(trigger);
      expect(await reply.json()).toEqual({ success: true });
      expect((await list()).map((item) => item.trigger)).toEqual(['hello']);
    },
  );

  it('answers 404 when deleting an unknown trigger', async () => {
    const reply = await remove('nope');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: 'No autoresponder for "nope"' });
  });
});

describe('configurable roles', () => {
  const path = apiRoutes.configurableRoles(owned);
  const read = async () =>
    (await (await callDemo(path, asDemoUser())).json()) as Record<string, string | null>;

  it('keeps a set role and a cleared one', async () => {
    expect(await read()).toEqual({ admin: demoRoleId(owned, 3), mod: demoRoleId(owned, 4), vip: null });
    expect(
      await (
        await callDemo(path, demoJson('PATCH', { roleName: 'vip', roleId: demoRoleId(owned, 6) }))
      ).json(),
    ).toEqual({
      success: true,
    });
    await callDemo(path, demoJson('PATCH', { roleName: 'mod', roleId: null }));
    expect(await read()).toEqual({ admin: demoRoleId(owned, 3), mod: null, vip: demoRoleId(owned, 6) });
  });

  it('refuses a role of another server', async () => {
    const reply = await callDemo(
      path,
      demoJson('PATCH', { roleName: 'vip', roleId: demoRoleId(premium, 6) }),
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'That role does not exist in this server' });
  });

  it('refuses an unknown role key (asked directly)', async () => {
    const reply = await callDemoApi('PATCH', path, { body: { roleName: 'wizard', roleId: null } });
    expect(await reply.json()).toEqual({ error: 'Unknown configurable role: wizard' });
  });
});

describe('welcomer', () => {
  const read = async (server = owned) =>
    (await (await callDemo(apiRoutes.welcomer(server), asDemoUser())).json()) as {
      success: boolean;
      config: Record<string, unknown>;
    };

  it('has a seeded config for each server', async () => {
    const { success, config } = await read();
    expect(success).toBe(true);
    expect(config).toMatchObject({
      enabled: true,
      channel: demoChannelId(owned, 1),
      embed: { enabled: true },
    });
  });

  it('keeps an update for later reads', async () => {
    const body = { ...COMPLETE_WELCOMER_UPDATE, guildId: owned };
    const reply = await callDemo(apiRoutes.welcomerUpdate(), demoJson('POST', body));
    expect(await reply.json()).toEqual({ success: true });
    expect((await read()).config).toEqual(body.config);
    expect((await read(premium)).config).not.toEqual(body.config);
  });

  it('answers 403 for an update of a server the user does not administer', async () => {
    const body = { ...COMPLETE_WELCOMER_UPDATE, guildId: notAdmin };
    const reply = await callDemo(apiRoutes.welcomerUpdate(), demoJson('POST', body));
    expect(reply.status).toBe(403);
  });

  it('refuses an invalid config (asked directly)', async () => {
    const reply = await callDemoApi('POST', apiRoutes.welcomerUpdate(), {
      body: { guildId: owned, config: { enabled: 'yes' } },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Invalid welcomer configuration' });
  });
});

describe('state', () => {
  it('is restored by a reset', async () => {
    await add('temporary');
    resetDemo();
    expect(await list()).toHaveLength(1);
  });
});
