// /api/dashboard: embed and reaction-role sends within Discord's limits; nothing invalid reaches the bot API.
import { describe, expect, it } from 'vitest';
import {
  EMBED_LIMITS,
  embedSendBody,
  IDS,
  REACTION_ROLE_LIMITS,
  reactionRolesBody,
} from '../shared/support/samples';
import { callWorker, jsonRequest } from './support/call-worker';
import { expectInvalid } from './support/expect-refused';
import { BOT_API, forwardedRequest, replyJson } from './support/fake-upstream';

const S = IDS.server;
const sendEmbed = (body: unknown) => callWorker(`/api/dashboard/embed/send/${S}`, jsonRequest('POST', body));
const sendRoles = (body: unknown) =>
  callWorker(`/api/dashboard/embed/send-roles/${S}`, jsonRequest('POST', body));

describe('POST /api/dashboard/embed/send/{id}', () => {
  it('forwards empty optional parts as null and fields as a list', async () => {
    replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
    await sendEmbed(embedSendBody({ content: null }));
    expect((await forwardedRequest()).body).toEqual({
      channelId: IDS.channel,
      content: null,
      embed: {
        title: 'Title',
        description: 'Description',
        color: null,
        author: null,
        thumbnail: null,
        image: null,
        footer: null,
        timestamp: null,
        fields: [],
        button: null,
      },
    });
  });

  it.each(EMBED_LIMITS.map((limit) => [limit.name, limit] as const))(
    'forwards %s at its limit',
    async (_name, limit) => {
      replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
      expect((await sendEmbed(limit.body(limit.limit))).status).toBe(200);
      await forwardedRequest();
    },
  );

  it.each(EMBED_LIMITS.map((limit) => [limit.name, limit] as const))(
    'refuses %s over its limit',
    async (_name, limit) => {
      await expectInvalid(await sendEmbed(limit.body(limit.limit + 1)), limit.path);
    },
  );

  it.each([
    ['a javascript: button link', { button: { label: 'x', url: 'javascript:alert(1)' } }, 'embed.button.url'],
    ['a relative image link', { image: { url: '/image.png' } }, 'embed.image.url'],
    ['a data: thumbnail', { thumbnail: { url: 'data:image/png;base64,AAAA' } }, 'embed.thumbnail.url'],
    ['an ftp author link', { author: { name: 'a', url: 'ftp://example.com' } }, 'embed.author.url'],
    ['a colour over 0xffffff', { color: 0x1000000 }, 'embed.color'],
    ['a timestamp that is not ISO 8601', { timestamp: 'yesterday' }, 'embed.timestamp'],
    ['an author without a name', { author: { name: '' } }, 'embed.author.name'],
  ])('refuses %s', async (_case, embed, path) => {
    await expectInvalid(await sendEmbed(embedSendBody({ embed })), path);
  });

  it('refuses a message with neither content nor embed', async () => {
    await expectInvalid(await sendEmbed({ channelId: IDS.channel, content: '', embed: null }), '');
  });

  it('refuses a missing channel', async () => {
    await expectInvalid(await sendEmbed({ content: 'Hi' }), 'channelId');
  });
});

describe('POST /api/dashboard/embed/send-roles/{id}', () => {
  it('forwards the message and role buttons as sent, with an empty emoji by default', async () => {
    replyJson('POST', `${BOT_API}/dashboard/embed/send-roles/${S}`, { success: true });
    const roles = [{ roleId: IDS.role, label: 'Gamer', style: 3 }];
    await sendRoles({ channelId: IDS.channel, message: 'Pick', roles });
    expect((await forwardedRequest()).body).toEqual({
      channelId: IDS.channel,
      message: 'Pick',
      roles: [{ roleId: IDS.role, label: 'Gamer', emoji: '', style: 3 }],
    });
  });

  it.each(REACTION_ROLE_LIMITS.map((limit) => [limit.name, limit] as const))(
    'forwards %s at its limit',
    async (_name, limit) => {
      replyJson('POST', `${BOT_API}/dashboard/embed/send-roles/${S}`, { success: true });
      expect((await sendRoles(limit.body(limit.limit))).status).toBe(200);
      await forwardedRequest();
    },
  );

  it.each(REACTION_ROLE_LIMITS.map((limit) => [limit.name, limit] as const))(
    'refuses %s over its limit',
    async (_name, limit) => {
      await expectInvalid(await sendRoles(limit.body(limit.limit + 1)), limit.path);
    },
  );

  it('says "Maximum 5 roles per message" for a 6th role button', async () => {
    await expectInvalid(await sendRoles(reactionRolesBody(6)), 'roles', 'Maximum 5 roles per message');
  });

  it('says "Please add at least one role with a label" without role buttons', async () => {
    await expectInvalid(
      await sendRoles(reactionRolesBody(0)),
      'roles',
      'Please add at least one role with a label',
    );
  });

  it.each([
    ['style 0', { style: 0 }, 'roles.0.style'],
    ['style 5', { style: 5 }, 'roles.0.style'],
    ['a blank label', { label: '  ' }, 'roles.0.label'],
    ['a role id that is not a snowflake', { roleId: 'gamers' }, 'roles.0.roleId'],
  ])('refuses a button with %s', async (_case, button, path) => {
    const body = reactionRolesBody(1);
    await expectInvalid(await sendRoles({ ...body, roles: [{ ...body.roles[0], ...button }] }), path);
  });
});
