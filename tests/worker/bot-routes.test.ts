// /api/bot: prefix, configurable roles and autoresponder bodies, and the trigger kept URL-encoded upstream.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '#shared/api-routes';
import { IDS, text } from '../shared/support/samples';
import { authorised, callWorker, jsonRequest } from './support/call-worker';
import { expectInvalid } from './support/expect-refused';
import { BOT_API, forwardedRequest, replyJson } from './support/fake-upstream';

const S = IDS.server;

describe('POST /api/bot/server/{id}/prefix', () => {
  const url = `${BOT_API}/bot/server/${S}/prefix`;
  const send = (body: unknown) => callWorker(`/api/bot/server/${S}/prefix`, jsonRequest('POST', body));

  it('forwards the prefix trimmed, without unknown fields', async () => {
    replyJson('POST', url, { success: true });
    await send({ prefix: '  $$  ', admin: true });
    expect((await forwardedRequest()).body).toEqual({ prefix: '$$' });
  });

  it('accepts exactly 10 characters', async () => {
    replyJson('POST', url, { success: true });
    expect((await send({ prefix: text(10) })).status).toBe(200);
  });

  it.each([
    ['empty', { prefix: '' }, 'must not be empty'],
    ['blank', { prefix: '   ' }, 'must not be empty'],
    ['11 characters', { prefix: text(11) }, 'must be at most 10 characters'],
    ['missing', {}, undefined],
    ['a number', { prefix: 1 }, undefined],
  ])('refuses a prefix that is %s', async (_case, body, message) => {
    await expectInvalid(await send(body), 'prefix', message);
  });
});

describe('PATCH /api/bot/server/{id}/configurableRoles', () => {
  const url = `${BOT_API}/bot/server/${S}/configurableRoles`;
  const send = (body: unknown) =>
    callWorker(`/api/bot/server/${S}/configurableRoles`, jsonRequest('PATCH', body));

  it('forwards null to clear a role', async () => {
    replyJson('PATCH', url, { success: true });
    await send({ roleName: 'reqrole', roleId: null });
    expect((await forwardedRequest()).body).toEqual({ roleName: 'reqrole', roleId: null });
  });

  it.each([
    [
      'an unknown role key',
      { roleName: 'wizard', roleId: IDS.role },
      'roleName',
      'must be a configurable role key',
    ],
    ['a role id that is not a snowflake', { roleName: 'mod', roleId: '42' }, 'roleId', undefined],
    ['no role id (null clears)', { roleName: 'mod' }, 'roleId', undefined],
  ])('refuses %s', async (_case, body, path, message) => {
    await expectInvalid(await send(body), path, message);
  });
});

describe('POST /api/bot/server/{id}/autoresponders', () => {
  const url = `${BOT_API}/bot/server/${S}/autoresponders`;
  const send = (body: unknown) =>
    callWorker(`/api/bot/server/${S}/autoresponders`, jsonRequest('POST', body));

  it('forwards trigger and response trimmed', async () => {
    replyJson('POST', url, { success: true }, 201);
    const reply = await send({ trigger: '  good morning ', response: '\nMorning! ☀️  ' });
    expect(reply.status).toBe(201);
    expect((await forwardedRequest()).body).toEqual({ trigger: 'good morning', response: 'Morning! ☀️' });
  });

  it.each([
    ['a blank trigger', { trigger: '  ', response: 'x' }, 'trigger'],
    ['a blank response', { trigger: 'x', response: ' ' }, 'response'],
    ['a trigger over 100 characters', { trigger: text(101), response: 'x' }, 'trigger'],
    ['a response over 2000 characters', { trigger: 'x', response: text(2001) }, 'response'],
    ['a trigger of "." (it could never be deleted)', { trigger: ' . ', response: 'x' }, 'trigger'],
    ['a trigger of ".."', { trigger: '..', response: 'x' }, 'trigger'],
  ])('refuses %s', async (_case, body, path) => {
    await expectInvalid(await send(body), path);
  });
});

describe('DELETE /api/bot/server/{id}/autoresponders/{trigger}', () => {
  it.each([
    ['a space', 'good morning', 'good%20morning'],
    ['a slash', 'and/or', 'and%2For'],
    ['unicode', 'café ☕', 'caf%C3%A9%20%E2%98%95'],
    ['a percent sign', '100%', '100%25'],
    ['URL syntax', 'a?b#c&d=e+f', 'a%3Fb%23c%26d%3De%2Bf'],
    ['dots inside', 'v1.2', 'v1.2'],
  ])('keeps a trigger with %s URL-encoded upstream', async (_case, trigger, encoded) => {
    const path = apiRoutes.autoresponder(S, trigger);
    expect(path).toBe(`/bot/server/${S}/autoresponders/${encoded}`);
    replyJson('DELETE', `${BOT_API}/bot/server/${S}/autoresponders/*`, { success: true });
    const reply = await callWorker(`/api${path}`, authorised('DELETE'));
    expect(reply.status).toBe(200);
    const sent = await forwardedRequest();
    expect(sent.url).toBe(`${BOT_API}/bot/server/${S}/autoresponders/${encoded}`);
    expect(sent.body).toBeNull();
  });

  it('refuses a trigger longer than any autoresponder can have', async () => {
    const reply = await callWorker(`/api${apiRoutes.autoresponder(S, text(101))}`, authorised('DELETE'));
    await expectInvalid(reply, 'trigger');
  });

  it('refuses a blank trigger', async () => {
    await expectInvalid(
      await callWorker(`/api/bot/server/${S}/autoresponders/%20`, authorised('DELETE')),
      'trigger',
    );
  });
});
