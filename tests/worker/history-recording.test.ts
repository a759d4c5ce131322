// The change history records every accepted dashboard write: who, what, the body sent and the value before; nothing else.
import { describe, expect, it } from 'vitest';
import { COMPLETE_EMBED_SEND, IDS, reactionRolesBody, welcomerBody } from '../shared/support/samples';
import { upstream } from './setup';
import { authorised, callWorker, jsonRequest, USER_TOKEN, WITH_HISTORY } from './support/call-worker';
import { BOT_API, replyJson } from './support/fake-upstream';
import { cleanHistoryBeforeEach, ME, recorded, replyMe } from './support/history';

const S = IDS.server;
cleanHistoryBeforeEach();

/** The upstream calls made, as `METHOD path`. */
const calls = () =>
  upstream.requests().map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('an accepted write', () => {
  it('records a prefix update with who, the body and the prefix before, read just before forwarding', async () => {
    replyMe();
    replyJson('GET', `${BOT_API}/bot/server/${S}`, { id: S, name: 'Warden HQ', prefix: '!' });
    replyJson('POST', `${BOT_API}/bot/server/${S}/prefix`, { success: true });
    const before = Date.now();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      jsonRequest('POST', { prefix: '?' }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ success: true });
    const [entry, ...rest] = await recorded();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      serverId: S,
      actor: { id: ME.id, name: 'Ava' },
      tool: 'prefix',
      action: 'update',
      body: { prefix: '?' },
      before: { prefix: '!' },
      beforeState: 'recorded',
    });
    expect(entry?.at).toBeGreaterThanOrEqual(before);
    expect(calls().indexOf(`GET /bot/server/${S}`)).toBeLessThan(
      calls().indexOf(`POST /bot/server/${S}/prefix`),
    );
  });

  it.each([
    {
      name: 'a role assignment',
      write: ['PATCH', `/bot/server/${S}/configurableRoles`, { roleName: 'vip', roleId: IDS.role }],
      read: [`/bot/server/${S}/configurableRoles`, { vip: null, mod: IDS.role }],
      expected: { tool: 'roles', action: 'update', before: { roleName: 'vip', roleId: null } },
    },
    {
      name: 'a welcome configuration',
      write: ['POST', '/welcomer/update', welcomerBody()],
      read: [`/welcomer/${S}`, { success: true, config: { enabled: false, channel: '', message: 'Hi' } }],
      expected: {
        tool: 'welcome',
        action: 'update',
        before: { guildId: S, config: { enabled: false, channel: '', message: 'Hi' } },
      },
    },
    {
      name: 'a new autoresponder',
      write: ['POST', `/bot/server/${S}/autoresponders`, { trigger: 'hello', response: 'Hi!' }],
      read: [`/bot/server/${S}/autoresponders`, { autoresponders: [] }],
      expected: { tool: 'autoresponders', action: 'create', before: null, beforeState: 'recorded' },
    },
    {
      name: 'a deleted autoresponder',
      write: ['DELETE', `/bot/server/${S}/autoresponders/hello`, undefined],
      read: [`/bot/server/${S}/autoresponders`, { autoresponders: [{ trigger: 'hello', response: 'Hi!' }] }],
      expected: {
        tool: 'autoresponders',
        action: 'delete',
        body: { trigger: 'hello' },
        before: { trigger: 'hello', response: 'Hi!' },
      },
    },
  ] as const)('records $name with the value before', async ({ write, read, expected }) => {
    const [method, path, body] = write;
    replyMe();
    replyJson('GET', `${BOT_API}${read[0]}`, read[1]);
    replyJson(method, `${BOT_API}${path}`, { success: true });
    const init = body === undefined ? authorised(method) : jsonRequest(method, body);
    expect((await callWorker(`/api${path}`, init, WITH_HISTORY)).status).toBe(200);
    const [entry] = await recorded();
    expect(entry).toMatchObject({ beforeState: 'recorded', ...expected, ...(body && { body }) });
  });

  it.each([
    ['an embed send', `/dashboard/embed/send/${S}`, COMPLETE_EMBED_SEND, 'embed'],
    ['a reaction-role send', `/dashboard/embed/send-roles/${S}`, reactionRolesBody(2), 'reaction-roles'],
  ] as const)('records %s with the whole body and nothing before', async (_name, path, body, tool) => {
    replyMe();
    replyJson('POST', `${BOT_API}${path}`, { success: true });
    expect((await callWorker(`/api${path}`, jsonRequest('POST', body), WITH_HISTORY)).status).toBe(200);
    expect(await recorded()).toMatchObject([
      { tool, action: 'send', body, before: null, beforeState: 'none' },
    ]);
  });

  it('records without the value before, and says so, when that read fails', async () => {
    replyMe();
    replyJson('GET', `${BOT_API}/bot/server/${S}`, { error: 'down' }, 500);
    replyJson('POST', `${BOT_API}/bot/server/${S}/prefix`, { success: true });
    expect(
      (await callWorker(`/api/bot/server/${S}/prefix`, jsonRequest('POST', { prefix: '?' }), WITH_HISTORY))
        .status,
    ).toBe(200);
    expect(await recorded()).toMatchObject([{ before: null, beforeState: 'failed', body: { prefix: '?' } }]);
  });

  it('asks GET /auth/me once per session for several writes, and never stores the token', async () => {
    replyMe(true);
    replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
    for (let n = 0; n < 3; n += 1) {
      await callWorker(
        `/api/dashboard/embed/send/${S}`,
        jsonRequest('POST', COMPLETE_EMBED_SEND),
        WITH_HISTORY,
      );
    }
    expect(calls().filter((call) => call === 'GET /auth/me')).toHaveLength(1);
    const entries = await recorded();
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain(USER_TOKEN);
    expect(
      upstream
        .requests()
        .find((r) => r.url.endsWith('/auth/me'))
        ?.headers.get('Authorization'),
    ).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('records without a name when GET /auth/me fails', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { error: 'nope' }, 401);
    replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
    await callWorker(
      `/api/dashboard/embed/send/${S}`,
      jsonRequest('POST', COMPLETE_EMBED_SEND),
      WITH_HISTORY,
    );
    expect(await recorded()).toMatchObject([{ actor: null, tool: 'embed' }]);
  });

  it('records exactly 50 entries for 50 concurrent writes to one server', async () => {
    replyMe();
    replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        callWorker(
          `/api/dashboard/embed/send/${S}`,
          jsonRequest('POST', { ...COMPLETE_EMBED_SEND, content: `message ${n}` }),
          WITH_HISTORY,
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    const contents = (await recorded()).map((entry) => (entry.body as { content: string }).content);
    expect(contents.sort()).toEqual(Array.from({ length: 50 }, (_, n) => `message ${n}`).sort());
  });
});

describe('a write that does not go through records nothing', () => {
  it.each([
    ['refused by the bot API', 403, 403],
    ['failing at the bot API', 500, 502],
  ])('%s', async (_name, upstreamStatus, status) => {
    replyMe();
    replyJson('GET', `${BOT_API}/bot/server/${S}`, { id: S, name: 'Warden HQ', prefix: '!' });
    replyJson('POST', `${BOT_API}/bot/server/${S}/prefix`, { error: 'no' }, upstreamStatus);
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      jsonRequest('POST', { prefix: '?' }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(status);
    expect(await recorded()).toEqual([]);
  });

  it('invalid: refused by the worker before anything is read or forwarded', async () => {
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      jsonRequest('POST', { prefix: '' }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(400);
    expect(calls()).toEqual([]);
    expect(await recorded()).toEqual([]);
  });
});
