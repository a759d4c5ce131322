// Guards protected routes: checks the stored session before showing the page, else sends the user to /login.

import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { useAtom, useAtomValue, useSetAtom } from '../../../lib/jotai';
import { clearToken, tokenAtom } from '../../../lib/session';
import { sessionUserAtom } from '../../../lib/session-user';
import { checkSession } from '../api/check-session';
import { verifiedTokenAtom } from '../atoms/verified-token';
import { AUTH_TEXTS } from '../texts';

/**
 * Renders the child route once GET /auth/me accepts the token ('Verifying your session...' until
 * then). No token, a non-OK reply or a network failure removes the token and redirects to /login;
 * so does any later removal of the token (logout, a 401 elsewhere).
 */
export function SessionGuard() {
  const token = useAtomValue(tokenAtom);
  const [verifiedToken, setVerifiedToken] = useAtom(verifiedTokenAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const verified = token !== null && verifiedToken === token;

  useEffect(() => {
    if (!token || verified) return;
    let active = true;
    void checkSession().then((result) => {
      if (!active) return;
      if (!result.valid) {
        clearToken();
        return;
      }
      if (result.user) setUser(result.user);
      setVerifiedToken(token);
    });
    return () => {
      active = false;
    };
  }, [token, verified, setUser, setVerifiedToken]);

  if (!token) return <Navigate to={paths.login} replace />;
  if (!verified) {
    return (
      <main className="page-center" aria-busy="true">
        <p role="status">{AUTH_TEXTS.verifying}</p>
      </main>
    );
  }
  return <Outlet />;
}
