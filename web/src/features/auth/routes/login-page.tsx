// /login: starts the Discord login, or goes straight to the dashboard with a stored token.
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { apiRoutes, apiUrl } from '../../../../../shared/api-routes';
import { paths } from '../../../../../shared/site-routes';
import { tokenAtom } from '../../../lib/session';

export default function LoginPage() {
  const token = useAtomValue(tokenAtom);
  if (token) return <Navigate to={paths.dashboard} replace />;
  return (
    <main className="page-center">
      <div>
        <h1>Welcome back</h1>
        <p>Sign in with your Discord account to manage your servers.</p>
        <a className="button" href={apiUrl(apiRoutes.authDiscord())}>
          Login with Discord
        </a>
      </div>
    </main>
  );
}
