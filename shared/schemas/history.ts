// The dashboard change history: one entry, a page of GET /api/history/{id} and the 409 of an edit conflict.
import { BEFORE_STATES, HISTORY_ACTIONS, HISTORY_TOOLS } from '../constants/history';
import * as z from './zod';

/** Who made a change: their Discord id and display name, or null when GET /auth/me did not answer. */
export const historyActorSchema = z.nullable(z.object({ id: z.string(), name: z.string() }));
export type HistoryActor = z.infer<typeof historyActorSchema>;

/** One recorded change. `at` is the time in epoch milliseconds; `body` is the validated body sent. */
export const historyEntrySchema = z.object({
  id: z.number(),
  serverId: z.string(),
  at: z.number(),
  actor: historyActorSchema,
  tool: z.enum(HISTORY_TOOLS),
  action: z.enum(HISTORY_ACTIONS),
  body: z.unknown(),
  before: z.unknown(),
  beforeState: z.enum(BEFORE_STATES),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Reply of GET /api/history/{id}: newest first; `nextCursor` fetches the next page, null at the end. */
export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  nextCursor: z.nullable(z.string()),
  /** Everyone who has an entry on this server, for the admin filter (first page only; later pages: []). */
  admins: z.array(z.object({ id: z.string(), name: z.string() })),
  /** True when the caller owns the server (only the owner may clear the history). */
  canClear: z.boolean(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** Body of the 409 a save answers when another admin saved the same tool since the page loaded it. */
export const editConflictSchema = z.object({
  error: z.object({ code: z.literal('edit_conflict'), message: z.string(), entry: historyEntrySchema }),
});
export type EditConflict = z.infer<typeof editConflictSchema>;
