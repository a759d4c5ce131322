// Builders for the change-history tests: a clean database, the upstream reads the history makes, and what was recorded.
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';
import type { HistoryEntry } from '#shared/schemas/history';
import { IDS } from '#tests/shared/support/samples';
import { exportEntries, insertEntry, type NewEntry } from '#worker/history/store';
import { forgetSessions } from '#worker/history/who';
import { BOT_API, replyJson } from './fake-upstream';

/** The signed-in user as GET /auth/me names them. */
export const ME = { id: IDS.user, username: 'Ava' };
/** Another admin of the server. */
export const OTHER_ADMIN = { id: '712345678901234599', name: 'Noah' };

/** Empties the history table and the worker's session caches before each test of the calling file. */
export function cleanHistoryBeforeEach(): void {
  beforeEach(async () => {
    await env.HISTORY_DB.prepare('DELETE FROM history_entries').run();
    forgetSessions();
  });
}

/** The fake bot API answers GET /auth/me with ME (`wrapped`: as `{ user: ME }`, as the demo does). */
export function replyMe(wrapped = false): void {
  replyJson('GET', `${BOT_API}/auth/me`, wrapped ? { user: ME } : ME);
}

/** The fake bot API answers GET /bot/server/{id} (the admin check) with the server, owned by `ownerId`. */
export function replyServer(ownerId: string = ME.id, server: string = IDS.server): void {
  replyJson('GET', `${BOT_API}/bot/server/${server}`, {
    id: server,
    name: 'Warden HQ',
    ownerId,
    prefix: '!',
  });
}

/** Every recorded entry of `server`, newest first. */
export function recorded(server: string = IDS.server): Promise<HistoryEntry[]> {
  return exportEntries(env.HISTORY_DB, server);
}

/** Records `entry` (defaults: a prefix update by OTHER_ADMIN now) straight into the database. */
export function seedEntry(entry: Partial<NewEntry> = {}): Promise<number> {
  return insertEntry(env.HISTORY_DB, {
    serverId: IDS.server,
    at: Date.now(),
    actor: OTHER_ADMIN,
    tool: 'prefix',
    action: 'update',
    body: { prefix: '?' },
    before: { prefix: '!' },
    beforeState: 'recorded',
    ...entry,
  });
}
