// Reads and edits a server's embed draft through its atom.

import { useCallback } from 'react';
import type { EmbedDraft } from '#web/lib/embed/embed-draft';
import { RESET, useAtom } from '#web/lib/jotai';
import { embedDraftAtom } from './embed-draft-atom';

/** Changes a copy of the draft in place; the copy then replaces the draft. */
export type DraftRecipe = (draft: EmbedDraft) => void;

/** The draft of `serverId`, a function applying a recipe to it, one replacing it, and one clearing it. */
export function useEmbedDraft(serverId: string) {
  const [draft, setDraft] = useAtom(embedDraftAtom(serverId));
  const update = useCallback(
    (recipe: DraftRecipe) =>
      setDraft((previous) => {
        const next = structuredClone(previous);
        recipe(next);
        return next;
      }),
    [setDraft],
  );
  const replace = useCallback((next: EmbedDraft) => setDraft(next), [setDraft]);
  const reset = useCallback(() => setDraft(RESET), [setDraft]);
  return { draft, update, replace, reset };
}
