// The session token atom, persisted raw in localStorage under the spec's key `jwt`.

import { TOKEN_STORAGE_KEY } from '#shared/constants/storage';
import { appStore, atom } from './jotai';

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

const tokenValueAtom = atom<string | null>(readStoredToken());

/** The bearer token, or null when signed out. Writing it updates localStorage (null removes the key). */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private mode); the in-memory session still works.
    }
    set(tokenValueAtom, token);
  },
);

/** Stores a new session token. */
export function storeToken(token: string): void {
  appStore.set(tokenAtom, token);
}

/** Ends the local session: removes the token from memory and localStorage. */
export function clearToken(): void {
  appStore.set(tokenAtom, null);
}
