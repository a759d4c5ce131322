// Hands a draft to one of the three editors (share links, the Logs page's sent messages), asking before it replaces unsaved work.
import { createElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ShareTool } from './embed/share-codec';
import type { EditorDraft } from './embed/shared-draft';
import { appStore, atom, useAtom } from './jotai';

/** localStorage key of a server's embed draft (the embed editor's atom keeps its draft there). */
export function embedDraftStorageKey(serverId: string): string {
  return `warden.embed-draft.${serverId}`;
}

/** Texts of the question asked before a handed-over draft replaces an unsaved one. */
export const OPEN_DRAFT_TEXTS = {
  title: 'Replace your unsaved draft?',
  message:
    'The draft you opened replaces what is in the editor now. Undo brings your draft back while this page stays open.',
  replace: 'Replace draft',
  keep: 'Keep my draft',
} as const;

/** The draft on its way to an editor, and the server whose editor it is for. */
const pendingDraftAtom = atom<{ serverId: string; value: EditorDraft } | null>(null);

/**
 * Hands `value` to its editor (`value.tool`) of `serverId` and returns that editor's path: the
 * editor takes the draft over when it opens (see `useDraftHandedOver`). The draft waits in memory
 * only: a reload drops it, and a newer hand-over replaces it.
 */
export function handDraftToEditor(serverId: string, value: EditorDraft): string {
  appStore.set(pendingDraftAtom, { serverId, value });
  return paths.serverTool(serverId, value.tool);
}

/** A function that hands `value` to its editor of `serverId` and navigates there. */
export function useOpenDraftInEditor(): (serverId: string, value: EditorDraft) => void {
  const navigate = useNavigate();
  return useCallback(
    (serverId: string, value: EditorDraft) => navigate(handDraftToEditor(serverId, value)),
    [navigate],
  );
}

type HandedDrafts = { [D in EditorDraft as D['tool']]: D['draft'] };
/** What the editor of `T` takes over. */
export type HandedDraft<T extends ShareTool> = HandedDrafts[T];

/**
 * In the editor `tool` of `serverId`: once `ready` (its own data loaded), takes over a draft handed
 * to it. With nothing unsaved (`dirty` false) `apply` runs at once; otherwise a dialog asks first,
 * and 'Keep my draft' drops the handed draft, changing nothing. A draft for another editor or
 * server is left alone. Returns the dialog to render, or null.
 */
export function useDraftHandedOver<T extends ShareTool>(
  tool: T,
  serverId: string,
  { ready, dirty, apply }: { ready: boolean; dirty: boolean; apply: (draft: HandedDraft<T>) => void },
): ReactNode {
  const [pending, setPending] = useAtom(pendingDraftAtom);
  const [asking, setAsking] = useState<{ draft: HandedDraft<T> } | null>(null);
  useEffect(() => {
    if (!ready || !pending || pending.serverId !== serverId || pending.value.tool !== tool) return;
    const draft = pending.value.draft as HandedDraft<T>;
    setPending(null);
    if (dirty) setAsking({ draft });
    else apply(draft);
  }, [ready, pending, serverId, tool, dirty, apply, setPending]);

  if (asking === null) return null;
  return createElement(ConfirmDialog, {
    title: OPEN_DRAFT_TEXTS.title,
    message: OPEN_DRAFT_TEXTS.message,
    confirmLabel: OPEN_DRAFT_TEXTS.replace,
    cancelLabel: OPEN_DRAFT_TEXTS.keep,
    onConfirm: () => {
      setAsking(null);
      apply(asking.draft);
    },
    onCancel: () => setAsking(null),
  });
}
