// The signed-in user shown in the dashboard header, remembered for the current session only.
import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth';
import { adminServersQuery } from './admin-servers';
import { atom, useAtomValue } from './jotai';
import { sessionAtom } from './session';

const sessionUserValueAtom = atom<{ session: number; user: User } | null>(null);

/**
 * The user of the current session, or null while unknown. Writing stores it for the current
 * session; after logout or a new sign-in it reads null again, so no stale name is ever shown.
 */
export const sessionUserAtom = atom(
  (get) => {
    const stored = get(sessionUserValueAtom);
    return stored && stored.session === get(sessionAtom) ? stored.user : null;
  },
  (get, set, user: User) => {
    const session = get(sessionAtom);
    if (session !== null) set(sessionUserValueAtom, { session, user });
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
