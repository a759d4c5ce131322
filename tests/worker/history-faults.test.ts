// The history never blocks a write: a missing, down, slow or failing database; and a 409 edit conflict never reaches the bot API.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { HISTORY_BASE_HEADER } from '#shared/constants/history';
import { HISTORY_DB_TIMEOUT_MS } from '#worker/history/record';
import { COMPLETE_EMBED_SEND, IDS } from '../shared/support/samples';
import { upstream } from './setup';
import { callWorker, jsonRequest, readError, WITH_HISTORY } from './support/call-worker';
import { BOT_API, replyJson } from './support/fake-upstream';
import { cleanHistoryBeforeEach, ME, OTHER_ADMIN, recorded, replyMe, seedEntry } from './support/history';

const S = IDS.server;
cleanHistoryBeforeEach();

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/** The history lines logged. */
const historyLines = () =>
  errors.mock.calls
    .map(([line]) => JSON.parse(String(line)))
    .filter((line) => line.event === 'history_unavailable');

/** The real database, with every statement's `first`, `run`, `all` and `batch` replaced by `fault`. */
function faultyDb(fault: () => Promise<never>): D1Database {
  const statement = { bind: () => statement, first: fault, run: fault, all: fault, raw: fault };
  return { ...env.HISTORY_DB, prepare: () => statement, batch: fault, exec: fault } as unknown as D1Database;
}

const down = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
const slow = () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('late')), HISTORY_DB_TIMEOUT_MS * 3));

function prefixWrite(headers: Record<string, string> = {}) {
  const init = jsonRequest('POST', { prefix: '?' });
  return { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } };
}

function replyPrefixCalls(): void {
  replyMe();
  replyJson('GET', `${BOT_API}/bot/server/${S}`, { id: S, name: 'Warden HQ', prefix: '!' });
  replyJson('POST', `${BOT_API}/bot/server/${S}/prefix`, { success: true });
}

const forwardedWrites = () => upstream.requests().filter((request) => request.method === 'POST');

describe('the write still goes through to the bot', () => {
  it('without a history database: nothing extra is read', async () => {
    replyJson('POST', `${BOT_API}/dashboard/embed/send/${S}`, { success: true });
    const reply = await callWorker(
      `/api/dashboard/embed/send/${S}`,
      jsonRequest('POST', COMPLETE_EMBED_SEND),
    );
    expect(reply.status).toBe(200);
    expect(upstream.requests().map((request) => request.method)).toEqual(['POST']);
  });

  it('when the database is down, logging it once for the request', async () => {
    replyPrefixCalls();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: '0' }),
      {
        HISTORY_DB: faultyDb(down),
      },
    );
    expect(reply.status).toBe(200);
    expect(forwardedWrites()).toHaveLength(1);
    expect(historyLines()).toEqual([
      {
        event: 'history_unavailable',
        stage: 'conflict_check',
        tool: 'prefix',
        error: 'Error: D1_ERROR: Network connection lost.',
      },
    ]);
  });

  it('when the database is slow to read, without waiting past the timeout for the conflict check', async () => {
    replyPrefixCalls();
    const slowReads = {
      ...env.HISTORY_DB,
      prepare: (sql: string) =>
        sql.trimStart().startsWith('SELECT') ? faultyDb(slow).prepare(sql) : env.HISTORY_DB.prepare(sql),
    } as unknown as D1Database;
    const started = Date.now();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: '0' }),
      {
        HISTORY_DB: slowReads,
      },
    );
    expect(reply.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(HISTORY_DB_TIMEOUT_MS * 3);
    expect(forwardedWrites()).toHaveLength(1);
    expect(historyLines()).toMatchObject([
      { stage: 'conflict_check', error: 'Error: history database timed out' },
    ]);
    expect(await recorded()).toMatchObject([{ body: { prefix: '?' } }]);
  });

  it('when the database fails mid-write: the write answers 2xx and no partial entry is left', async () => {
    replyPrefixCalls();
    const failingInsert = {
      ...env.HISTORY_DB,
      prepare: (sql: string) => {
        const real = env.HISTORY_DB.prepare(sql);
        if (!sql.startsWith('INSERT')) return real;
        return { bind: () => ({ first: down }) };
      },
    } as unknown as D1Database;
    const reply = await callWorker(`/api/bot/server/${S}/prefix`, prefixWrite(), {
      HISTORY_DB: failingInsert,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ success: true });
    expect(await recorded()).toEqual([]);
    expect(historyLines()).toMatchObject([{ stage: 'record', tool: 'prefix' }]);
  });
});

describe('an edit conflict', () => {
  it('answers 409 with who and when, and never reaches the bot API, when another admin saved since', async () => {
    const base = await seedEntry({ actor: OTHER_ADMIN, body: { prefix: '!' } });
    const theirs = await seedEntry({ actor: OTHER_ADMIN, body: { prefix: '$' } });
    replyPrefixCalls();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: String(base) }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(409);
    const { error } = (await readError(reply)) as unknown as {
      error: { code: string; message: string; entry: { id: number; actor: unknown; body: unknown } };
    };
    expect(error.code).toBe('edit_conflict');
    expect(error.message).toBe(
      'Noah saved this since you loaded it. Review their change, keep theirs or save yours anyway.',
    );
    expect(error.entry).toMatchObject({ id: theirs, actor: OTHER_ADMIN, body: { prefix: '$' } });
    expect(forwardedWrites()).toEqual([]);
    expect(await recorded()).toHaveLength(2);
  });

  it("is not one when the newer entry is the same admin's own, or the page sent no base (save mine anyway)", async () => {
    await seedEntry({ actor: { id: ME.id, name: 'Ava' } });
    replyPrefixCalls();
    const own = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: '0' }),
      WITH_HISTORY,
    );
    expect(own.status).toBe(200);
    await seedEntry({ actor: OTHER_ADMIN });
    const anyway = await callWorker(`/api/bot/server/${S}/prefix`, prefixWrite(), WITH_HISTORY);
    expect(anyway.status).toBe(200);
    expect(forwardedWrites()).toHaveLength(2);
    expect((await recorded()).map((entry) => entry.actor?.name)).toEqual(['Ava', 'Noah', 'Ava', 'Ava']);
  });

  it("is not one when the admin's own save came after the other admin's", async () => {
    const base = await seedEntry({ actor: OTHER_ADMIN });
    await seedEntry({ actor: OTHER_ADMIN });
    await seedEntry({ actor: { id: ME.id, name: 'Ava' } });
    replyPrefixCalls();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: String(base) }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(200);
  });

  it('only concerns the same tool', async () => {
    const base = await seedEntry({ tool: 'prefix' });
    await seedEntry({ tool: 'welcome', action: 'update' });
    replyPrefixCalls();
    const reply = await callWorker(
      `/api/bot/server/${S}/prefix`,
      prefixWrite({ [HISTORY_BASE_HEADER]: String(base) }),
      WITH_HISTORY,
    );
    expect(reply.status).toBe(200);
  });
});
