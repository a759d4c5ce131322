// Remembers which token the bot API last accepted, so a checked session is not checked again.
import { atom } from '../../../lib/jotai';

/** The token GET /auth/me last accepted in this tab, or null. */
export const verifiedTokenAtom = atom<string | null>(null);
