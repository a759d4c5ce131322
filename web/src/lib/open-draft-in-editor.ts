// Hands a draft to one of the three editors (share links, and any page that opens a draft in an editor), asking before it replaces unsaved work.
import { createElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShareTool } from '#shared/logic/share-codec';
import type { EditorDraft } from '#shared/logic/shared-draft';
import { paths } from '#shared/site-routes';
import { ConfirmDialog } from '../components/confirm-dialog';
import { atom, useAtom, useSetAtom } from './jotai';

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
 * A function that opens `value` in its editor (`value.tool`) of `serverId`: it navigates there and
 * the editor takes the draft over (see `useDraftHandedOver`). Nothing is stored: a reload drops it.
 */
export function useOpenDraftInEditor(): (serverId: string, value: EditorDraft) => void {
  const navigate = useNavigate();
  const setPending = useSetAtom(pendingDraftAtom);
  return useCallback(
    (serverId: string, value: EditorDraft) => {
      setPending({ serverId, value });
      navigate(paths.serverTool(serverId, value.tool));
    },
    [navigate, setPending],
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
