// Demo bot API: server access rules, detail and prefix, channels and resources, bot-side user info and verification.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PREMIUM_DAYS, PREFIX_MAX_LENGTH } from '#shared/constants/limits';
import { DEMO_USER_ID } from '#worker/demo/seed';
import { CALLS_WITH_IDS, callName } from './support/api-calls';
import { asDemoUser, callDemo, callDemoApi, DEMO_SERVERS, demoJson, resetDemo } from './support/demo';

beforeEach(resetDemo);

const { owned, premium, noIcon, notAdmin, unknown } = DEMO_SERVERS;
const GUILD_CALLS = CALLS_WITH_IDS.filter((entry) => entry.param === 'id');

describe.each(GUILD_CALLS.map((entry) => [callName(entry.call), entry] as const))('%s', (_name, entry) => {
  const init = () => demoJson(entry.call.method, entry.call.body);

  it('answers 403 for a server the user does not administer', async () => {
    const reply = await callDemo(entry.withId(notAdmin), init());
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({
      error: "Forbidden: You don't have admin permissions for this server.",
    });
  });

  it('answers 404 for an unknown server', async () => {
    const reply = await callDemo(entry.withId(unknown), init());
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: 'Server not found or bot is not present in this server.' });
  });
});

describe('server detail', () => {
  it('has every field of the server dashboard', async () => {
    const reply = await callDemo(`/bot/server/${premium}`, asDemoUser());
    expect(await reply.json()).toEqual({
      id: premium,
      name: 'Pixel Plaza',
      icon: expect.any(String),
      ownerId: expect.stringMatching(/^\d{17,20}$/),
      premium: true,
      memberCount: 5821,
      prefix: '.',
      age: expect.any(Number),
      channel: 6,
      roles: 9,
      boosts: 14,
    });
  });

  it('has no icon for the iconless server', async () => {
    expect(await (await callDemo(`/bot/server/${noIcon}`, asDemoUser())).json()).toMatchObject({
      icon: null,
    });
  });

  it('GET /dashboard/{id} returns the guild and its channels', async () => {
    const body = (await (await callDemo(`/dashboard/${owned}`, asDemoUser())).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ guild: { id: owned, name: 'Warden HQ' } });
    expect(body.channels).toHaveLength(6);
  });
});

describe('prefix', () => {
  it('keeps a new prefix for later calls', async () => {
    const reply = await callDemo(`/bot/server/${owned}/prefix`, demoJson('POST', { prefix: ' w! ' }));
    expect(await reply.json()).toEqual({ success: true, prefix: 'w!' });
    expect(await (await callDemo(`/bot/server/${owned}`, asDemoUser())).json()).toMatchObject({
      prefix: 'w!',
    });
    expect(await (await callDemo(`/bot/server/${premium}`, asDemoUser())).json()).toMatchObject({
      prefix: '.',
    });
  });

  it.each([
    ['empty', '', 'Prefix cannot be empty'],
    ['blank', '   ', 'Prefix cannot be empty'],
    ['over 10 characters', 'x'.repeat(PREFIX_MAX_LENGTH + 1), 'Prefix must be 10 characters or fewer'],
  ])('refuses a prefix that is %s (asked directly)', async (_case, prefix, error) => {
    const reply = await callDemoApi('POST', `/bot/server/${owned}/prefix`, { body: { prefix } });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error });
  });
});

describe('channels and resources', () => {
  it('lists text, voice, category and announcement channels', async () => {
    const { channels } = (await (
      await callDemo(`/dashboard/embed/channels/${owned}`, asDemoUser())
    ).json()) as {
      channels: { type: number }[];
    };
    expect(new Set(channels.map((channel) => channel.type))).toEqual(new Set([0, 2, 4, 5]));
  });

  it('lists roles with colours and positions, custom emojis (one animated) and the channels', async () => {
    const reply = await callDemo(`/dashboard/embed/resources/${owned}`, asDemoUser());
    const body = (await reply.json()) as {
      roles: { color: number; position: number }[];
      emojis: { animated: boolean; url: string }[];
      channelsServers: unknown[];
      botHighestRolePosition: number;
    };
    expect(body.roles.length).toBeGreaterThanOrEqual(5);
    expect(body.roles.some((role) => role.color > 0)).toBe(true);
    expect(new Set(body.roles.map((role) => role.position)).size).toBe(body.roles.length);
    expect(body.emojis.filter((emoji) => emoji.animated)).toHaveLength(1);
    expect(body.emojis.every((emoji) => emoji.url.startsWith('https://cdn.discordapp.com/emojis/'))).toBe(
      true,
    );
    expect(body.channelsServers).toHaveLength(6);
    expect(body.botHighestRolePosition).toBeGreaterThan(0);
  });
});

describe('bot-side user info', () => {
  it('has badges (one unknown) and premium ending in 30 days for the demo user', async () => {
    const before = Date.now();
    resetDemo();
    const reply = await callDemo(`/bot/user/${DEMO_USER_ID}`, asDemoUser());
    const { badges, np } = (await reply.json()) as {
      badges: string[];
      np: { enabled: boolean; npTime: number };
    };
    expect(badges).toEqual(expect.arrayContaining(['owner', 'dev', 'partner']));
    expect(badges).toContain('unknown_badge');
    expect(np.enabled).toBe(true);
    expect(np.npTime - before).toBeGreaterThanOrEqual(DEMO_PREMIUM_DAYS * 86_400_000);
    expect(np.npTime - Date.now()).toBeLessThanOrEqual(DEMO_PREMIUM_DAYS * 86_400_000);
  });

  it('has no badges and no premium for another user', async () => {
    const reply = await callDemo('/bot/user/800000000000000002', asDemoUser());
    expect(await reply.json()).toEqual({ badges: [], np: { enabled: false, npTime: null } });
  });
});

describe('verification', () => {
  const verify = (body: unknown) =>
    callDemo('/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('verifies a member of a known server', async () => {
    const reply = await verify({ code: 'abc', guildId: premium });
    expect(await reply.json()).toEqual({ success: true, message: 'You have been verified. Welcome aboard!' });
  });

  it('refuses the code "invalid"', async () => {
    const reply = await verify({ code: 'invalid', guildId: premium });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ success: false, error: 'Invalid OAuth code' });
  });

  it('answers 404 for an unknown server', async () => {
    const reply = await verify({ code: 'abc', guildId: unknown });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ success: false, error: 'Unknown server' });
  });
});
