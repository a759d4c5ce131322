// The embed draft of each server as a jotai atom, kept in localStorage across reloads until it is sent.

import { type EmbedDraft, embedDraftSchema, emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import type { WritableAtom } from '#web/lib/jotai';
import { atomWithStorage, type RESET } from '#web/lib/jotai';
import { embedDraftStorageKey } from '#web/lib/open-draft-in-editor';
import { validatedStorage } from '#web/lib/validated-storage';

type SetValue = EmbedDraft | typeof RESET | ((previous: EmbedDraft) => EmbedDraft | typeof RESET);
type DraftAtom = WritableAtom<EmbedDraft, [SetValue], void>;

/** Stored drafts: one that is not JSON or does not fit the draft schema is ignored (a blank draft shows). */
const draftStorage = validatedStorage(embedDraftSchema);

const atoms = new Map<string, DraftAtom>();

/**
 * The draft atom of `serverId` (one per server, created on first use): jotai's `atomWithStorage`,
 * reading the stored draft when created and again when a store first uses it. Writing saves to
 * localStorage; writing RESET removes the stored draft and gives a blank one.
 */
export function embedDraftAtom(serverId: string): DraftAtom {
  const existing = atoms.get(serverId);
  if (existing) return existing;
  const draftAtom = atomWithStorage(embedDraftStorageKey(serverId), emptyEmbedDraft(), draftStorage, {
    getOnInit: true,
  });
  atoms.set(serverId, draftAtom);
  return draftAtom;
}

/** Removes the stored draft of `serverId` without touching what is on screen. */
export function forgetStoredEmbedDraft(serverId: string): void {
  draftStorage.removeItem(embedDraftStorageKey(serverId));
}
