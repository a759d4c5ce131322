// GET /api/history/{id} for the server's admins only (paged, filtered), its export, the owner's clearing, and the daily prune.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ENTRIES, HISTORY_PAGE_SIZE } from '#shared/constants/history';
import type { HistoryPage } from '#shared/schemas/history';
import production from '#worker/index';
import { IDS } from '../shared/support/samples';
import { upstream } from './setup';
import { authorised, callWorker, readError, SITE, WITH_HISTORY } from './support/call-worker';
import { BOT_API, replyJson } from './support/fake-upstream';
import {
  cleanHistoryBeforeEach,
  ME,
  OTHER_ADMIN,
  recorded,
  replyMe,
  replyServer,
  seedEntry,
} from './support/history';

const S = IDS.server;
cleanHistoryBeforeEach();

async function page(query = ''): Promise<HistoryPage> {
  const reply = await callWorker(`/api/history/${S}${query}`, authorised(), WITH_HISTORY);
  expect(reply.status).toBe(200);
  return (await reply.json()) as HistoryPage;
}

describe('GET /api/history/{id}', () => {
  it('lists the entries newest first, 50 at a time with a cursor, and the admins who have entries', async () => {
    for (let n = 0; n < HISTORY_PAGE_SIZE + 5; n += 1) await seedEntry({ body: { prefix: `p${n}` } });
    await seedEntry({ actor: { id: ME.id, name: 'Ava' }, tool: 'welcome' });
    replyServer(OTHER_ADMIN.id);
    replyMe();
    const first = await page();
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ tool: 'welcome', actor: { name: 'Ava' } });
    expect(first.entries[1]?.body).toEqual({ prefix: 'p54' });
    expect(first.admins).toEqual([
      { id: ME.id, name: 'Ava' },
      { id: OTHER_ADMIN.id, name: 'Noah' },
    ]);
    expect(first.canClear).toBe(false);
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.body)).toEqual(
      [5, 4, 3, 2, 1, 0].map((n) => ({ prefix: `p${n}` })),
    );
    expect(second.nextCursor).toBeNull();
    expect(second.admins).toEqual([]);
  });

  it('filters by tool and by admin', async () => {
    await seedEntry({ tool: 'prefix' });
    await seedEntry({ tool: 'welcome', actor: { id: ME.id, name: 'Ava' } });
    replyServer();
    replyMe();
    expect((await page('?tool=welcome')).entries.map((entry) => entry.tool)).toEqual(['welcome']);
    expect((await page(`?admin=${OTHER_ADMIN.id}`)).entries.map((entry) => entry.actor?.name)).toEqual([
      'Noah',
    ]);
  });

  it('asks the bot API about admin rights once per session and server within 60 s', async () => {
    replyServer();
    replyMe();
    await page();
    await page();
    expect(
      upstream.requests().filter((request) => request.url === `${BOT_API}/bot/server/${S}`),
    ).toHaveLength(1);
  });

  it('answers 403 to a user the bot API does not accept as an admin, whether or not there are entries', async () => {
    await seedEntry();
    replyJson('GET', `${BOT_API}/bot/server/${S}`, { error: 'Missing Access' }, 403);
    const reply = await callWorker(`/api/history/${S}`, authorised(), WITH_HISTORY);
    expect(reply.status).toBe(403);
    expect((await readError(reply)).error).toEqual({
      code: 'forbidden',
      message: 'Only admins of this server can see its history.',
    });
  });

  it('answers 401 without a session and 400 for a bad filter, before any upstream call', async () => {
    expect((await callWorker(`/api/history/${S}`, {}, WITH_HISTORY)).status).toBe(401);
    const bad = await callWorker(`/api/history/${S}?tool=everything`, authorised(), WITH_HISTORY);
    expect(bad.status).toBe(400);
    expect(upstream.requests()).toEqual([]);
  });

  it('answers 503 history_unavailable when there is no database', async () => {
    replyServer();
    replyMe();
    const reply = await callWorker(`/api/history/${S}`, authorised());
    expect(reply.status).toBe(503);
    expect((await readError(reply)).error.code).toBe('history_unavailable');
  });
});

describe('GET /api/history/{id}/export', () => {
  it('sends CSV with a header row, spreadsheet-safe fields, as an attachment', async () => {
    await seedEntry({ at: Date.UTC(2026, 0, 2, 3, 4, 5), body: { prefix: '=1+1' } });
    replyServer();
    const reply = await callWorker(`/api/history/${S}/export?format=csv`, authorised(), WITH_HISTORY);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('Content-Disposition')).toBe(`attachment; filename="warden-history-${S}.csv"`);
    const [header, row] = (await reply.text()).split('\r\n');
    expect(header).toBe('id,time,admin_id,admin_name,tool,action,before,sent');
    expect(row).toMatch(
      new RegExp(
        `^\\d+,2026-01-02T03:04:05.000Z,${OTHER_ADMIN.id},Noah,prefix,update,"{""prefix"":""!""}","{""prefix"":""=1\\+1""}"$`,
      ),
    );
  });

  it('sends JSON with every entry', async () => {
    await seedEntry();
    replyServer();
    const reply = await callWorker(`/api/history/${S}/export?format=json`, authorised(), WITH_HISTORY);
    expect(await reply.json()).toMatchObject({
      serverId: S,
      entries: [{ tool: 'prefix', actor: OTHER_ADMIN }],
    });
  });
});

describe('DELETE /api/history/{id}', () => {
  const clear = () =>
    callWorker(
      `/api/history/${S}`,
      { ...authorised('DELETE'), headers: { ...authorised().headers, Origin: SITE } },
      WITH_HISTORY,
    );

  it('lets the owner clear the history, leaving one entry that says who cleared it', async () => {
    await seedEntry();
    await seedEntry();
    replyServer(ME.id);
    replyMe();
    const reply = await clear();
    expect(reply.status).toBe(200);
    expect(await recorded()).toMatchObject([
      { tool: 'history', action: 'clear', actor: { id: ME.id, name: 'Ava' } },
    ]);
  });

  it('refuses any other admin with 403 and deletes nothing', async () => {
    await seedEntry();
    replyServer(OTHER_ADMIN.id);
    replyMe();
    const reply = await clear();
    expect(reply.status).toBe(403);
    expect((await readError(reply)).error.message).toBe('Only the server owner can clear its history.');
    expect(await recorded()).toHaveLength(1);
  });
});

describe('the daily Cron Trigger', () => {
  it(`deletes entries older than 90 days and all but the newest ${HISTORY_MAX_ENTRIES} of each server`, async () => {
    const now = Date.UTC(2026, 5, 1);
    const day = 24 * 60 * 60_000;
    await seedEntry({ at: now - 91 * day, body: { prefix: 'old' } });
    await seedEntry({ at: now - 89 * day, body: { prefix: 'kept' } });
    const other = '1100000000000000002';
    const rows = Array.from({ length: HISTORY_MAX_ENTRIES + 3 }, (_, n) =>
      env.HISTORY_DB.prepare(
        `INSERT INTO history_entries (server_id, created_at, actor_id, actor_name, tool, action, body, before, before_state)
         VALUES (?1, ?2, NULL, NULL, 'embed', 'send', ?3, NULL, 'none')`,
      ).bind(other, now - day + n, JSON.stringify({ n })),
    );
    await env.HISTORY_DB.batch(rows);
    const ctx = createExecutionContext();
    await production.scheduled(
      createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect((await recorded()).map((entry) => entry.body)).toEqual([{ prefix: 'kept' }]);
    const left = await recorded(other);
    expect(left).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(left.at(-1)?.body).toEqual({ n: 3 });
  });
});
