// Scripted replies of the history read the welcome editor, role setup and prefix editor make for the edit-conflict check.
import type { HistoryEntry } from '#shared/schemas/history';
import type { ApiStub } from './api-stub';

/** Another admin of the test server. */
export const OTHER_ADMIN = { id: '712345678901234599', name: 'Noah' };

/** A history entry of `tool` by OTHER_ADMIN, `minutesAgo` minutes ago. */
export function otherAdminEntry(
  serverId: string,
  tool: HistoryEntry['tool'],
  fields: Partial<HistoryEntry> = {},
  minutesAgo = 2,
): HistoryEntry {
  return {
    id: 7,
    serverId,
    at: Date.now() - minutesAgo * 60_000,
    actor: OTHER_ADMIN,
    tool,
    action: 'update',
    body: {},
    before: {},
    beforeState: 'recorded',
    ...fields,
  };
}

/** Answers GET /api/history/{serverId}?tool={tool} with `entries` (newest first; none by default). */
export function serveHistoryBase(
  api: ApiStub,
  serverId: string,
  tool: 'prefix' | 'roles' | 'welcome',
  entries: HistoryEntry[] = [],
): void {
  api.on(`GET /api/history/${serverId}?tool=${tool}`, {
    json: { entries, nextCursor: null, admins: [], canClear: false },
  });
}

/** The 409 the worker answers when `entry` (another admin's save) came after the editor's base. */
export function conflictReply(entry: HistoryEntry) {
  return {
    status: 409,
    json: { error: { code: 'edit_conflict', message: 'Noah saved this since you loaded it.', entry } },
  };
}
