// The repository of the history_entries table (migrations/0001): prepared statements with bound parameters only.

import type { BeforeState, HistoryAction, HistoryTool } from '#shared/constants/history';
import { HISTORY_MAX_ENTRIES, HISTORY_PAGE_SIZE } from '#shared/constants/history';
import type { HistoryActor, HistoryEntry } from '#shared/schemas/history';

/** An entry to record; `body` and `before` are stored as JSON text. */
export interface NewEntry {
  serverId: string;
  at: number;
  actor: HistoryActor;
  tool: HistoryTool;
  action: HistoryAction;
  body: unknown;
  before: unknown;
  beforeState: BeforeState;
}

/** A row as D1 returns it. */
interface Row {
  id: number;
  server_id: string;
  created_at: number;
  actor_id: string | null;
  actor_name: string | null;
  tool: HistoryTool;
  action: HistoryAction;
  body: string;
  before: string | null;
  before_state: BeforeState;
}

/** Filters and cursor of one page; `cursor` is the id of the last entry already shown. */
export interface PageQuery {
  cursor?: number;
  tool?: HistoryTool;
  adminId?: string;
}

const COLUMNS = 'id, server_id, created_at, actor_id, actor_name, tool, action, body, before, before_state';

function toEntry(row: Row): HistoryEntry {
  return {
    id: row.id,
    serverId: row.server_id,
    at: row.created_at,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    tool: row.tool,
    action: row.action,
    body: JSON.parse(row.body),
    before: row.before === null ? null : JSON.parse(row.before),
    beforeState: row.before_state,
  };
}

function insertStatement(db: D1Database, entry: NewEntry): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO history_entries (server_id, created_at, actor_id, actor_name, tool, action, body, before, before_state) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id`,
    )
    .bind(
      entry.serverId,
      entry.at,
      entry.actor?.id ?? null,
      entry.actor?.name ?? null,
      entry.tool,
      entry.action,
      JSON.stringify(entry.body ?? null),
      entry.beforeState === 'recorded' ? JSON.stringify(entry.before ?? null) : null,
      entry.beforeState,
    );
}

/**
 * Records one entry and resolves with its id.
 * @throws the D1 error when the database is unavailable or the write fails.
 */
export async function insertEntry(db: D1Database, entry: NewEntry): Promise<number> {
  const row = await insertStatement(db, entry).first<{ id: number }>();
  return row?.id ?? 0;
}

/**
 * One page of a server's entries, newest first: HISTORY_PAGE_SIZE of them after `cursor`, and the
 * cursor of the next page (null when this is the last).
 * @throws the D1 error when the database is unavailable.
 */
export async function listEntries(
  db: D1Database,
  serverId: string,
  query: PageQuery,
): Promise<{ entries: HistoryEntry[]; nextCursor: string | null }> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM history_entries WHERE server_id = ?1 AND id < ?2 AND (?3 IS NULL OR tool = ?3) AND (?4 IS NULL OR actor_id = ?4) ORDER BY id DESC LIMIT ?5`,
    )
    .bind(
      serverId,
      query.cursor ?? Number.MAX_SAFE_INTEGER,
      query.tool ?? null,
      query.adminId ?? null,
      HISTORY_PAGE_SIZE + 1,
    )
    .all<Row>();
  const page = results.slice(0, HISTORY_PAGE_SIZE).map(toEntry);
  const more = results.length > HISTORY_PAGE_SIZE;
  return { entries: page, nextCursor: more ? String(page.at(-1)?.id) : null };
}

/**
 * Everyone with an entry on the server, by id, with the display name of their newest entry.
 * @throws the D1 error when the database is unavailable.
 */
export async function listAdmins(db: D1Database, serverId: string): Promise<{ id: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT actor_id AS id, actor_name AS name FROM history_entries WHERE id IN (SELECT MAX(id) FROM history_entries WHERE server_id = ?1 AND actor_id IS NOT NULL GROUP BY actor_id) ORDER BY actor_name`,
    )
    .bind(serverId)
    .all<{ id: string; name: string | null }>();
  return results.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/**
 * The newest entry of `tool` on the server after entry `afterId` made by anyone but `actorId`
 * (the edit-conflict check), or null.
 * @throws the D1 error when the database is unavailable.
 */
export async function newerEntryByOther(
  db: D1Database,
  serverId: string,
  tool: HistoryTool,
  afterId: number,
  actorId: string | null,
): Promise<HistoryEntry | null> {
  const row = await db
    .prepare(
      `SELECT ${COLUMNS} FROM history_entries WHERE server_id = ?1 AND tool = ?2 AND id > ?3 AND (?4 IS NULL OR actor_id IS NOT ?4) ORDER BY id DESC LIMIT 1`,
    )
    .bind(serverId, tool, afterId, actorId)
    .first<Row>();
  return row ? toEntry(row) : null;
}

/**
 * Deletes every entry of the server and records `clearing` in the same batch (one transaction), so
 * the history is never left without the entry saying who cleared it. Resolves with its id.
 * @throws the D1 error when the database is unavailable (nothing is deleted then).
 */
export async function clearEntries(db: D1Database, clearing: NewEntry): Promise<number> {
  const [, inserted] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM history_entries WHERE server_id = ?1').bind(clearing.serverId),
    insertStatement(db, clearing),
  ]);
  return inserted?.results[0]?.id ?? 0;
}

/**
 * Deletes entries older than `cutoff` (epoch ms) and, per server, all but the newest `keep`.
 * Resolves with the number of rows deleted.
 * @throws the D1 error when the database is unavailable.
 */
export async function pruneEntries(db: D1Database, cutoff: number, keep: number): Promise<number> {
  const [byAge, bySize] = await db.batch([
    db.prepare('DELETE FROM history_entries WHERE created_at < ?1').bind(cutoff),
    db
      .prepare(
        `DELETE FROM history_entries WHERE id IN (SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY server_id ORDER BY id DESC) AS position FROM history_entries) WHERE position > ?1)`,
      )
      .bind(keep),
  ]);
  return (byAge?.meta.changes ?? 0) + (bySize?.meta.changes ?? 0);
}

/**
 * Deletes every entry of the given servers (the demo's reset).
 * @throws the D1 error when the database is unavailable.
 */
export async function deleteServers(db: D1Database, serverIds: readonly string[]): Promise<void> {
  await db.batch(
    serverIds.map((id) => db.prepare('DELETE FROM history_entries WHERE server_id = ?1').bind(id)),
  );
}

/**
 * Records several entries in one batch (the demo's sample entries).
 * @throws the D1 error when the database is unavailable.
 */
export async function insertEntries(db: D1Database, entries: readonly NewEntry[]): Promise<void> {
  if (entries.length > 0) await db.batch(entries.map((entry) => insertStatement(db, entry)));
}

/** Most entries an export holds: twice the retention's count, as the daily prune may lag a day. */
export const EXPORT_MAX_ENTRIES = 2 * HISTORY_MAX_ENTRIES;

/**
 * Every entry of the server (at most EXPORT_MAX_ENTRIES), newest first, for an export.
 * @throws the D1 error when the database is unavailable.
 */
export async function exportEntries(db: D1Database, serverId: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM history_entries WHERE server_id = ?1 ORDER BY id DESC LIMIT ?2`)
    .bind(serverId, EXPORT_MAX_ENTRIES)
    .all<Row>();
  return results.map(toEntry);
}
