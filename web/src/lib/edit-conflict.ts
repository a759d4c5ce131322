// The edit-conflict check of the welcome editor, role setup and prefix editor: the history entry a page loaded, and the 409 telling another admin saved since.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_BASE_HEADER } from '#shared/constants/history';
import type { HistoryEntry } from '#shared/schemas/history';
import { ApiRequestError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The tools whose saves are checked for edit conflicts (their sentences: edit-conflict-texts.ts). */
export type ConflictTool = 'prefix' | 'roles' | 'welcome';

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
function useConflictBase(serverId: string, tool: ConflictTool, enabled = true): number | null {
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
function conflictOf(error: unknown): HistoryEntry | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || !historySchemas) return null;
  const parsed = historySchemas.editConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data.error.entry : null;
}

/** Props of the conflict warning (`EditConflictNotice` and its lazy twin). */
export interface EditConflictNoticeProps {
  entry: HistoryEntry;
  tool: ConflictTool;
  /** Drops the local edits and reloads what is saved now. */
  onKeepTheirs: () => void;
  /** Saves the local edits over theirs (sent without the check, and recorded). */
  onSaveMine: () => void;
}

/** What an editor tells useEditConflict: when to read the base, and its two ways out of a conflict. */
export interface EditConflictOptions<C> {
  /** Reads the base only while true (the prefix editor: while editing); true by default. */
  enabled?: boolean;
  /** Drops the local edits for theirs, given the other admin's entry and the stopped save's context. */
  onKeepTheirs: (entry: HistoryEntry, context: C) => void;
  /** Saves over theirs (with `baseFor(false)`), given the stopped save's context. */
  onSaveMine: (context: C) => void;
}

/** An editor's edit-conflict check: the base to send, the 409 to catch, and the warning to show. */
export interface EditConflict<C> {
  /** The base of a save: the loaded one when `checked`, null (no check) to save over theirs. */
  baseFor: (checked: boolean) => number | null;
  /** Shows the warning and says true when `error` is a 409 edit conflict; false for any other error. */
  caught: (error: unknown, context: C) => boolean;
  /** Hides the warning. */
  dismiss: () => void;
  /** The warning's props while one is shown, else null. */
  notice: EditConflictNoticeProps | null;
}

/**
 * The edit-conflict check of one editor of `tool` on `serverId`. A save sends `baseFor(true)` and
 * hands its failure to `caught` with what it saved (`context`, e.g. the role key; nothing for a
 * whole-draft editor). The notice's handlers are the ones given at this render, so "Save mine
 * anyway" saves what is on screen when pressed, not what was on screen when the conflict came;
 * "Keep theirs" hides the warning, then calls `onKeepTheirs`.
 */
export function useEditConflict<C = void>(
  serverId: string,
  tool: ConflictTool,
  { enabled = true, onKeepTheirs, onSaveMine }: EditConflictOptions<C>,
): EditConflict<C> {
  const base = useConflictBase(serverId, tool, enabled);
  const [conflict, setConflict] = useState<{ entry: HistoryEntry; context: C } | null>(null);
  return {
    baseFor: (checked) => (checked ? base : null),
    caught: (error, context) => {
      const entry = conflictOf(error);
      if (entry) setConflict({ entry, context });
      return entry !== null;
    },
    dismiss: () => setConflict(null),
    notice: conflict && {
      entry: conflict.entry,
      tool,
      onKeepTheirs: () => {
        setConflict(null);
        onKeepTheirs(conflict.entry, conflict.context);
      },
      onSaveMine: () => onSaveMine(conflict.context),
    },
  };
}
