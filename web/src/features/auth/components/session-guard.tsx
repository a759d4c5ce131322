// Guards protected routes: checks the session before showing the page, else sends the user to /login.

import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { useAtom, useAtomValue, useSetAtom } from '#web/lib/jotai';
import { clearToken, sessionAtom } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { checkSession } from '../api/check-session';
import { verifiedSessionAtom } from '../atoms/verified-session';
import { AUTH_TEXTS } from '../texts';

/**
 * Renders the child route once GET /auth/me accepts the session ('Verifying your session...' until
 * then; at once when the Worker's read of it for this page did, see acceptEdgeSessionCheck). No
 * session, a non-OK reply or a network failure ends the session and redirects to /login; so does
 * any later end of the session (logout here or in another tab, a 401 elsewhere).
 */
export function SessionGuard() {
  const session = useAtomValue(sessionAtom);
  const [verifiedSession, setVerifiedSession] = useAtom(verifiedSessionAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const verified = session !== null && verifiedSession === session;

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
