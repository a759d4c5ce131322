// The edit-conflict check of the welcome editor, role setup and prefix editor: the history entry a page loaded, and the 409 telling another admin saved since.
import { useQuery } from '@tanstack/react-query';
import { HISTORY_BASE_HEADER } from '#shared/constants/history';
import type { HistoryEntry } from '#shared/schemas/history';
import { ApiRequestError, apiRequest } from './api-client';
import { activeLocale, localized, type MessageKey, t } from './i18n/i18n';
import { formatTimestamp } from './markdown/format-timestamp';
import { queryKeys } from './query-keys';

/** Texts of the conflict warning, shared by the three editors (the `history` catalogue). */
export const EDIT_CONFLICT_TEXTS = localized(
  () =>
    ({
      someone: t('history.conflict.someone'),
      coverage: t('history.conflict.coverage'),
      review: t('history.conflict.review'),
      hideReview: t('history.conflict.hideReview'),
      keepTheirs: t('history.conflict.keepTheirs'),
      saveMine: t('history.conflict.saveMine'),
    }) as const,
);

/** Each checked tool's sentence "{name} changed {what} {when}". */
const CONFLICT_SENTENCES = {
  prefix: 'history.conflict.prefix',
  roles: 'history.conflict.roles',
  welcome: 'history.conflict.welcome',
} as const satisfies Record<string, MessageKey>;

/** The tools whose saves are checked for edit conflicts. */
export type ConflictTool = keyof typeof CONFLICT_SENTENCES;

/**
 * The history schemas (and zod with them), loaded by the first read of a base rather than with
 * the page: the prefix editor's page shows no history until editing starts.
 */
let historySchemas: typeof import('#shared/schemas/history') | undefined;

/** Loads the history schemas once. */
async function loadHistorySchemas(): Promise<typeof import('#shared/schemas/history')> {
  historySchemas ??= await import('#shared/schemas/history');
  return historySchemas;
}

/**
 * The newest history entry of `tool` on the server when the page loaded it (its id; 0 when there
 * is none), read once per page view (GET /api/history/{id}?tool=) while `enabled`. Null while
 * loading or when the history cannot be read: saves then go without the check.
 */
export function useConflictBase(serverId: string, tool: ConflictTool, enabled = true): number | null {
  const { data } = useQuery({
    enabled,
    queryKey: [...queryKeys.history(serverId), 'base', tool],
    queryFn: async () => {
      const { historyPageSchema } = await loadHistorySchemas();
      return apiRequest(`/history/${encodeURIComponent(serverId)}?tool=${tool}`, {
        schema: historyPageSchema,
      });
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return data ? (data.entries[0]?.id ?? 0) : null;
}

/** The request headers of a checked save: X-History-Base when the base is known, else none. */
export function conflictHeaders(base: number | null | undefined): Record<string, string> {
  return base === null || base === undefined ? {} : { [HISTORY_BASE_HEADER]: String(base) };
}

/**
 * The other admin's entry of a 409 `edit_conflict`, or null for any other error. The API answers
 * it only to a save sent with a base (conflictHeaders), which useConflictBase read after loading
 * the schemas it is checked with; without them (no base was ever read) it is null.
 */
export function conflictOf(error: unknown): HistoryEntry | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || !historySchemas) return null;
  const parsed = historySchemas.editConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data.error.entry : null;
}

/** "Ava changed the welcome message 2 minutes ago", relative to `now`, in the active locale. */
export function conflictSentence(entry: HistoryEntry, tool: ConflictTool, now = Date.now()): string {
  const name = entry.actor?.name ?? EDIT_CONFLICT_TEXTS.someone;
  const when = formatTimestamp(entry.at / 1000, 'R', { now, locale: activeLocale() });
  return t(CONFLICT_SENTENCES[tool], { name, when });
}
