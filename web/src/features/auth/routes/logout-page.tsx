// /logout: ends the session (POST /auth/logout, failure ignored, token removed), then goes to /login.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { logout } from '../api/logout';
import { AUTH_TEXTS } from '../texts';

/**
 * Shows 'Logging out...' while the logout call runs, then replaces the page with /login.
 * The spec's route table says '/', its Logout state says /login; this follows the state.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <main className="page-center" aria-busy="true">
      <p role="status">{AUTH_TEXTS.loggingOut}</p>
    </main>
  );
}
