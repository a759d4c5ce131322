// Middleware of the recorded writes: checks edit conflicts, reads the value before, and records the change once the bot API said yes.
import type { Context, MiddlewareHandler } from 'hono';
import type { BeforeState, HistoryAction, HistoryTool } from '#shared/constants/history';
import { HISTORY_BASE_HEADER } from '#shared/constants/history';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/errors';
import { describeError, logEvent } from '../lib/log';
import { readFromBot } from '../lib/upstream';
import { insertEntry, newerEntryByOther } from './store';
import { currentActor } from './who';

/** Longest wait for the history database before a write goes on without it. */
export const HISTORY_DB_TIMEOUT_MS = 1000;

/** How one route's writes are recorded. `c` has passed its validators. */
export interface RecordSpec {
  tool: HistoryTool;
  action: HistoryAction;
  serverId: (c: Context<AppEnv>) => string;
  /** What is recorded as sent: the validated body (or, for a delete, what names the deleted item). */
  body: (c: Context<AppEnv>) => unknown;
  /** Where the value before the change is read, and the part of the reply kept (null: nothing there). */
  before?: { path: (c: Context<AppEnv>) => string; pick: (reply: unknown, c: Context<AppEnv>) => unknown };
  /** The save takes the X-History-Base header and answers 409 on a newer entry by another admin. */
  conflicts?: boolean;
}

/** `work`, or a rejection once HISTORY_DB_TIMEOUT_MS passed. */
function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('history database timed out')), HISTORY_DB_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The entry id of the X-History-Base header (`0`: the page saw no entry), or null without one. */
function baseEntry(c: Context<AppEnv>): number | null {
  const value = c.req.header(HISTORY_BASE_HEADER);
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The value before the change, or `failed` when the read did not answer. */
async function readBefore(
  c: Context<AppEnv>,
  spec: RecordSpec,
): Promise<{ before: unknown; beforeState: BeforeState }> {
  if (!spec.before) return { before: null, beforeState: 'none' };
  try {
    return {
      before: spec.before.pick(await readFromBot(c, spec.before.path(c)), c),
      beforeState: 'recorded',
    };
  } catch {
    return { before: null, beforeState: 'failed' };
  }
}

/** Runs `work` after the reply when the runtime offers waitUntil, else before answering. */
async function afterReply(c: Context<AppEnv>, work: Promise<void>): Promise<void> {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}

/**
 * Records the route's accepted writes (any 2xx) in HISTORY_DB; refused, failed or invalid writes
 * record nothing. Before forwarding: who is acting (GET /auth/me, cached) and the value before (its
 * read failing is recorded as such), and for `conflicts` routes with an X-History-Base header the
 * conflict check (409 with the other admin's entry, nothing forwarded). Without the binding nothing
 * is read or recorded. The database never blocks the write: a failing or slow (HISTORY_DB_TIMEOUT_MS)
 * check is skipped, a failing record dropped, each logged once per request as `history_unavailable`.
 */
export function recordHistory(spec: RecordSpec): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.env.HISTORY_DB;
    if (!db) return next();
    const serverId = spec.serverId(c);
    let logged = false;
    const logFailure = (stage: string, error: unknown) => {
      if (logged) return;
      logged = true;
      logEvent('error', 'history_unavailable', { stage, tool: spec.tool, error: describeError(error) });
    };
    const [actor, before] = await Promise.all([currentActor(c), readBefore(c, spec)]);
    const base = spec.conflicts ? baseEntry(c) : null;
    if (base !== null) {
      const newer = await withinTimeout(
        newerEntryByOther(db, serverId, spec.tool, base, actor?.id ?? null),
      ).catch((error) => logFailure('conflict_check', error));
      if (newer) {
        const who = newer.actor?.name ?? 'Another admin';
        throw new ApiError(
          409,
          'edit_conflict',
          `${who} saved this since you loaded it. Review their change, keep theirs or save yours anyway.`,
          undefined,
          undefined,
          { entry: newer },
        );
      }
    }
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    const entry = {
      serverId,
      at: Date.now(),
      actor,
      tool: spec.tool,
      action: spec.action,
      body: spec.body(c),
      ...before,
    };
    await afterReply(
      c,
      insertEntry(db, entry).then(
        () => undefined,
        (error) => logFailure('record', error),
      ),
    );
  };
}
