// /api/history: a server's dashboard change history for its admins, its export, and the owner's clearing.
import type { Context } from 'hono';
import { historyCsv } from '#shared/logic/history-export';
import { historyQuerySchema } from '#shared/schemas/history-query';
import * as z from '#shared/schemas/zod';
import { type AppEnv, createRouter } from '../app-env';
import { clearEntries, exportEntries, listAdmins, listEntries } from '../history/store';
import { currentActor, requireAdmin } from '../history/who';
import { requireBearer } from '../lib/bearer';
import { ApiError } from '../lib/errors';
import { describeError, logEvent } from '../lib/log';
import { idParam } from '../lib/params';
import { queryParams } from '../lib/validate';

const unavailable = () =>
  new ApiError(
    503,
    'history_unavailable',
    'The change history is unavailable right now. Your changes still reach the bot.',
  );

/**
 * Runs `work` against the history database.
 * @throws ApiError 503 `history_unavailable` without the binding, or when the database fails (logged).
 */
async function withDb<T>(c: Context<AppEnv>, work: (db: D1Database) => Promise<T>): Promise<T> {
  const db = c.env.HISTORY_DB;
  if (!db) throw unavailable();
  try {
    return await work(db);
  } catch (error) {
    logEvent('error', 'history_unavailable', { stage: 'read', error: describeError(error) });
    throw unavailable();
  }
}

const exportQuery = queryParams(z.object({ format: z.enum(['json', 'csv']) }));

export const historyRoutes = createRouter()
  .get('/:id', requireBearer, idParam, queryParams(historyQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const owner = await requireAdmin(c, id);
    const actor = await currentActor(c);
    const cursor = query.cursor === undefined ? undefined : Number(query.cursor);
    // The admin list is shown from the first page; later pages skip its query.
    const [page, admins] = await withDb(c, (db) =>
      Promise.all([
        listEntries(db, id, { cursor, tool: query.tool, adminId: query.admin }),
        cursor === undefined ? listAdmins(db, id) : [],
      ]),
    );
    return c.json({ ...page, admins, canClear: owner !== '' && actor?.id === owner });
  })
  .get('/:id/export', requireBearer, idParam, exportQuery, async (c) => {
    const { id } = c.req.valid('param');
    await requireAdmin(c, id);
    const entries = await withDb(c, (db) => exportEntries(db, id));
    const { format } = c.req.valid('query');
    const body = format === 'csv' ? historyCsv(entries) : JSON.stringify({ serverId: id, entries }, null, 2);
    return c.body(body, 200, {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="warden-history-${id}.${format}"`,
    });
  })
  .delete('/:id', requireBearer, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const owner = await requireAdmin(c, id);
    const actor = await currentActor(c);
    if (owner === '' || actor?.id !== owner) {
      throw new ApiError(403, 'forbidden', 'Only the server owner can clear its history.');
    }
    const clearing = {
      serverId: id,
      at: Date.now(),
      actor,
      tool: 'history',
      action: 'clear',
      body: null,
      before: null,
      beforeState: 'none',
    } as const;
    await withDb(c, (db) => clearEntries(db, clearing));
    return c.json({ success: true });
  });
