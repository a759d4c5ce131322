// Remembers which session the bot API last accepted, so a checked session is not checked again.
import { atom } from '#web/lib/jotai';

/** The session (see sessionAtom) GET /auth/me last accepted in this tab, or null. */
export const verifiedSessionAtom = atom<number | null>(null);
