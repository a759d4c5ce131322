// The Cron Trigger's work: prunes the change history to its age and size limits.
import { HISTORY_MAX_AGE_DAYS, HISTORY_MAX_ENTRIES } from '#shared/constants/history';
import { describeError, logEvent } from '../lib/log';
import { pruneEntries } from './store';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes entries older than HISTORY_MAX_AGE_DAYS before `now` and all but the newest
 * HISTORY_MAX_ENTRIES of each server; logs `history_pruned` with the count, or
 * `history_prune_failed` (never throws: the next run tries again). Does nothing without the binding.
 */
export async function pruneHistory(db: D1Database | undefined, now: number): Promise<void> {
  if (!db) return;
  try {
    const deleted = await pruneEntries(db, now - HISTORY_MAX_AGE_DAYS * DAY_MS, HISTORY_MAX_ENTRIES);
    logEvent('info', 'history_pruned', { deleted });
  } catch (error) {
    logEvent('error', 'history_prune_failed', { error: describeError(error) });
  }
}

/** The `scheduled` handler of every entry: the daily prune of wrangler.toml's `[triggers]`. */
export const scheduledPrune: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(pruneHistory(env.HISTORY_DB, controller.scheduledTime));
};
