// The signed-in user shown in the dashboard header, remembered for the current token only.
import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth';
import { adminServersQuery } from './admin-servers';
import { atom, useAtomValue } from './jotai';
import { tokenAtom } from './session';

const sessionUserValueAtom = atom<{ token: string; user: User } | null>(null);

/**
 * The user of the current session, or null while unknown. Writing stores it for the current
 * token; after logout or a token change it reads null again, so no stale name is ever shown.
 */
export const sessionUserAtom = atom(
  (get) => {
    const stored = get(sessionUserValueAtom);
    return stored && stored.token === get(tokenAtom) ? stored.user : null;
  },
  (get, set, user: User) => {
    const token = get(tokenAtom);
    if (token) set(sessionUserValueAtom, { token, user });
  },
);

/**
 * The session user for the header: the one the session check stored, else the user of the shared
 * GET /auth/servers query (read only then). While unknown, or when the read fails, null (the
 * header then shows the 'User' fallback).
 */
export function useSessionUser(): User | null {
  const known = useAtomValue(sessionUserAtom);
  const servers = useQuery({ ...adminServersQuery(), enabled: known === null });
  return known ?? servers.data?.user ?? null;
}
