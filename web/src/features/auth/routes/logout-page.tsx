// /logout: asks before logging out (a visit alone never logs out), then POSTs the logout and goes to /login.

import { Link, Navigate } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { useAtomValue } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { useLogout } from '../hooks/use-logout';
import { AUTH_TEXTS } from '../texts';
import '#web/components/message-card.css';

/**
 * Signed in: 'Log out of Warden?' with a 'Logout' button; pressing it shows 'Logging out...' while
 * the logout runs, then /login. Signed out: straight to /login. Another site linking here (or
 * loading it in a frame or image) therefore cannot log anyone out.
 */
export default function LogoutPage() {
  const session = useAtomValue(sessionAtom);
  const { loggingOut, logOut } = useLogout();
  if (loggingOut) {
    return (
      <main className="page-center" aria-busy="true">
        <p role="status">{AUTH_TEXTS.loggingOut}</p>
      </main>
    );
  }
  if (session === null) return <Navigate to={paths.login} replace />;
  return (
    <main className="page-center">
      <section className="message-card card stack auth-card" aria-labelledby="logout-title">
        <h1 id="logout-title">{AUTH_TEXTS.logoutTitle}</h1>
        <button type="button" className="button auth-card__action w-full" onClick={logOut}>
          {AUTH_TEXTS.logoutButton}
        </button>
        <Link to={paths.dashboard}>{AUTH_TEXTS.logoutCancel}</Link>
      </section>
    </main>
  );
}
