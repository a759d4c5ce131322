// The signed-in user shown in the dashboard header, remembered for the current session only.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { User } from '#shared/schemas/auth';
import { fetchAdminServers } from './admin-servers';
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
 * The session user for the header; when no page has loaded it yet, fetches it once from
 * GET /auth/servers. A failed fetch leaves it null (the header then shows the 'User' fallback).
 */
export function useSessionUser(): User | null {
  const user = useAtomValue(sessionUserAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const session = useAtomValue(sessionAtom);
  const known = user !== null;
  useEffect(() => {
    if (known || session === null) return;
    let active = true;
    fetchAdminServers().then(
      (reply) => {
        if (active) setUser(reply.user);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [known, session, setUser]);
  return user;
}
