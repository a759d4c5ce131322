// Constants of the dashboard change history (issue 19): tools, actions, page size, retention and the worker's caches.

/** Entries per page of a server's history (the Logs page loads this many at a time). */
export const HISTORY_PAGE_SIZE = 50;
/** Oldest entry kept, in days; older ones are pruned by the daily Cron Trigger. */
export const HISTORY_MAX_AGE_DAYS = 90;
/** Most entries kept per server; the oldest beyond it are pruned by the daily Cron Trigger. */
export const HISTORY_MAX_ENTRIES = 1000;
/** How long the worker keeps a session's GET /auth/me answer (who is acting), in milliseconds. */
export const ACTOR_CACHE_MS = 5 * 60_000;
/** How long the worker keeps a positive admin check (GET /bot/server/{id}) per session and server. */
export const ADMIN_CACHE_MS = 60_000;
/** Request header of a save naming the newest history entry of its tool the page had loaded (`0`: none). */
export const HISTORY_BASE_HEADER = 'X-History-Base';

/** Every dashboard tool whose writes are recorded, and `history` for a clearing of the history. */
export const HISTORY_TOOLS = [
  'prefix',
  'roles',
  'welcome',
  'autoresponders',
  'embed',
  'reaction-roles',
  'history',
] as const;
export type HistoryTool = (typeof HISTORY_TOOLS)[number];

/** What an entry did: settings are updated, autoresponders created or deleted, messages sent. */
export const HISTORY_ACTIONS = ['update', 'create', 'delete', 'send', 'clear'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Whether the value before the change is in the entry: `recorded`, `failed` (the read before the
 * write did not answer, so the entry has none) or `none` (the tool has nothing to read, e.g. a send).
 */
export const BEFORE_STATES = ['recorded', 'failed', 'none'] as const;
export type BeforeState = (typeof BEFORE_STATES)[number];
