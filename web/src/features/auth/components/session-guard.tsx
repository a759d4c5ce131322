// Guards protected routes: checks the stored session before showing the page, else sends the user to /login.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../../../../shared/site-routes';
import { clearToken, tokenAtom } from '../../../lib/session';
import { validateSession } from '../api/validate-session';

/** Text shown while the session is checked. */
export const VERIFYING_SESSION_TEXT = 'Verifying your session...';

type GuardState = 'loading' | 'authenticated' | 'unauthenticated';

/** Renders the child route once the token is confirmed; removes a rejected token. */
export function SessionGuard() {
  const token = useAtomValue(tokenAtom);
  const [state, setState] = useState<GuardState>(token ? 'loading' : 'unauthenticated');

  useEffect(() => {
    if (!token) {
      setState('unauthenticated');
      return;
    }
    let active = true;
    setState('loading');
    void validateSession().then((valid) => {
      if (!active) return;
      if (!valid) clearToken();
      setState(valid ? 'authenticated' : 'unauthenticated');
    });
    return () => {
      active = false;
    };
  }, [token]);

  if (state === 'unauthenticated' || !token) return <Navigate to={paths.login} replace />;
  if (state === 'loading') {
    return (
      <main className="page-center" aria-busy="true">
        <p>{VERIFYING_SESSION_TEXT}</p>
      </main>
    );
  }
  return <Outlet />;
}
