// Guards protected routes: checks the session before showing the page, else sends the user to /login.

import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { appStore, useAtom, useAtomValue, useSetAtom } from '#web/lib/jotai';
import { clearToken, sessionAtom } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { checkSession, edgeSessionCheck } from '../api/check-session';
import { verifiedSessionAtom } from '../atoms/verified-session';
import { AUTH_TEXTS } from '../texts';

/**
 * Stores the Worker's GET /auth/me for this page when it accepted `session` (edgeSessionCheck), as
 * the check below stores its reply, and says whether it did. Called while the guard renders, before
 * anything below it: the page then renders in the app's first render (a transition, in short tasks)
 * rather than in a second, synchronous render of the whole page once a promise has settled.
 */
function acceptedAtEdge(session: number): boolean {
  const check = edgeSessionCheck();
  if (!check) return false;
  if (check.user) appStore.set(sessionUserAtom, check.user);
  appStore.set(verifiedSessionAtom, session);
  return true;
}

/**
 * Renders the child route once GET /auth/me accepts the session ('Verifying your session...' until
 * then; at once when the Worker's read of it for this page did). No session, a non-OK reply or a
 * network failure ends the session and redirects to /login; so does any later end of the session
 * (logout here or in another tab, a 401 elsewhere).
 */
export function SessionGuard() {
  const session = useAtomValue(sessionAtom);
  const [verifiedSession, setVerifiedSession] = useAtom(verifiedSessionAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const verified = session !== null && (verifiedSession === session || acceptedAtEdge(session));

  useEffect(() => {
    if (session === null || verified) return;
    let active = true;
    void checkSession().then((result) => {
      if (!active) return;
      if (!result.valid) {
        clearToken();
        return;
      }
      if (result.user) setUser(result.user);
      setVerifiedSession(session);
    });
    return () => {
      active = false;
    };
  }, [session, verified, setUser, setVerifiedSession]);

  if (session === null) return <Navigate to={paths.login} replace />;
  if (!verified) {
    return (
      <main className="page-center" aria-busy="true">
        <p role="status">{AUTH_TEXTS.verifying}</p>
      </main>
    );
  }
  return <Outlet />;
}
