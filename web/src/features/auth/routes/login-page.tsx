// /login: starts the Discord login, or goes straight to the dashboard when signed in.

import { Navigate } from 'react-router-dom';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { paths } from '#shared/site-routes';
import { useAtomValue } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { AUTH_TEXTS } from '../texts';
import '#web/components/message-card.css';

/** The welcome card with 'Login with Discord' (a full navigation to /api/auth/discord). */
export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  if (session !== null) return <Navigate to={paths.dashboard} replace />;
  return (
    <main className="page-center">
      <section className="message-card card stack auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{AUTH_TEXTS.loginTitle}</h1>
        <p>{AUTH_TEXTS.loginIntro}</p>
        <a className="button auth-card__action w-full" href={apiUrl(apiRoutes.authDiscord())}>
          {AUTH_TEXTS.loginButton}
        </a>
        <p className="auth-card__note fs-85">{AUTH_TEXTS.loginNote}</p>
      </section>
    </main>
  );
}
