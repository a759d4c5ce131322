// The embed draft of each server as a jotai atom, kept in localStorage across reloads until it is sent.
import { atom, type WritableAtom } from 'jotai';
import { atomWithDefault, RESET } from 'jotai/utils';
import { type EmbedDraft, emptyEmbedDraft, storedEmbedDraftSchema } from '#shared/logic/embed-draft';

type SetValue = EmbedDraft | typeof RESET | ((previous: EmbedDraft) => EmbedDraft | typeof RESET);
type DraftAtom = WritableAtom<EmbedDraft, [SetValue], void>;

/** localStorage key of a server's embed draft. */
export function embedDraftStorageKey(serverId: string): string {
  return `warden.embed-draft.${serverId}`;
}

/** Reads and writes stored drafts; a missing, unreadable or damaged entry gives a blank or repaired draft. */
const draftStorage = {
  getItem(key: string, blank: EmbedDraft): EmbedDraft {
    try {
      const text = localStorage.getItem(key);
      return text === null ? blank : storedEmbedDraftSchema.parse(JSON.parse(text));
    } catch {
      return blank;
    }
  },
  setItem(key: string, value: EmbedDraft): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or unavailable: the draft still lives in memory for this visit.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Unavailable storage has nothing to remove.
    }
  },
};

const atoms = new Map<string, DraftAtom>();

/**
 * The draft atom of `serverId` (one per server, created on first use). Each store reads the stored
 * draft when it first needs it; writing saves to localStorage; writing RESET removes the stored
 * draft and gives a blank one.
 */
export function embedDraftAtom(serverId: string): DraftAtom {
  const existing = atoms.get(serverId);
  if (existing) return existing;
  const key = embedDraftStorageKey(serverId);
  const valueAtom = atomWithDefault<EmbedDraft>(() => draftStorage.getItem(key, emptyEmbedDraft()));
  const draftAtom: DraftAtom = atom(
    (get) => get(valueAtom),
    (get, set, update: SetValue) => {
      const next = typeof update === 'function' ? update(get(valueAtom)) : update;
      if (next === RESET) {
        set(valueAtom, emptyEmbedDraft());
        draftStorage.removeItem(key);
        return;
      }
      set(valueAtom, next);
      draftStorage.setItem(key, next);
    },
  );
  atoms.set(serverId, draftAtom);
  return draftAtom;
}

/** Removes the stored draft of `serverId` without touching what is on screen. */
export function forgetStoredEmbedDraft(serverId: string): void {
  draftStorage.removeItem(embedDraftStorageKey(serverId));
}
