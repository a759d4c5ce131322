// /api/dashboard: embed and reaction-role sends within Discord's limits; nothing invalid reaches the bot API.
import { describe, expect, it } from 'vitest';
import {
  EMBED_LIMITS,
  EMPTY_EMBED_PARTS,
  embedSendBody,
  IDS,
  REACTION_ROLE_LIMITS,
  reactionRolesBody,
} from '../shared/support/samples';
import { callWorker, jsonRequest } from './support/call-worker';
import { expectInvalid } from './support/expect-refused';
import { BOT_API, forwardedRequest, replyJson } from './support/fake-upstream';
import { testLimits } from './support/limit-tests';

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
      embed: { title: 'Title', ...EMPTY_EMBED_PARTS, description: 'Description' },
    });
  });

  testLimits(EMBED_LIMITS, `${BOT_API}/dashboard/embed/send/${S}`, sendEmbed);

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

  it.each([
    [
      'a colour over 0xffffff',
      { color: 0x1000000 },
      'embed.color',
      'Too big: expected number to be <=16777215',
    ],
    [
      'a timestamp that is not ISO 8601',
      { timestamp: 'yesterday' },
      'embed.timestamp',
      'Invalid ISO datetime',
    ],
    [
      'a title that is not text',
      { title: 5 },
      'embed.title',
      'Invalid input: expected string, received number',
    ],
  ])("names zod's English reason for %s", async (_case, embed, path, message) => {
    await expectInvalid(await sendEmbed(embedSendBody({ embed })), path, message);
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

  testLimits(REACTION_ROLE_LIMITS, `${BOT_API}/dashboard/embed/send-roles/${S}`, sendRoles);

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
