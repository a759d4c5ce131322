// The logout action shared by the dashboard header and the /logout page: POST, end the session everywhere, go to /login.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { logout } from '../api/logout';

/**
 * `logOut` sends POST /auth/logout (the Worker forwards it and clears the session cookie), ends
 * the session in every tab, then replaces the page with /login. `loggingOut` is true meanwhile.
 * Only a user's click calls it: merely visiting a page never logs anyone out.
 */
export function useLogout(): { loggingOut: boolean; logOut: () => void } {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(() => {
    setLoggingOut(true);
    void logout().then(() => navigate(paths.login, { replace: true }));
  }, [navigate]);
  return { loggingOut, logOut };
}
