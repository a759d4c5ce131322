// /auth-landing: the login callback; validates the session the Worker took from the address, then opens the dashboard.

import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKEN_VALID_REDIRECT_MS } from '#shared/constants/limits';
import { LOGIN_OUTCOME_PARAM, LOGIN_OUTCOMES } from '#shared/constants/session';
import { paths } from '#shared/site-routes';
import { useSetAtom } from '#web/lib/jotai';
import { clearToken, refreshSession } from '#web/lib/session';
import { sessionUserAtom } from '#web/lib/session-user';
import { checkSession } from '../api/check-session';
import { verifiedSessionAtom } from '../atoms/verified-session';
import { AUTH_TEXTS } from '../texts';
import '#web/components/message-card.css';

type CallbackState = 'validating' | 'valid' | 'invalid' | 'missing';

/** Where the page starts: the Worker's verdict on the token it took from the address (`?login=`). */
function initialState(outcome: string | null): CallbackState {
  if (outcome === LOGIN_OUTCOMES.accepted) return 'validating';
  if (outcome === LOGIN_OUTCOMES.refused) return 'invalid';
  return 'missing';
}

/**
 * The Worker has already moved the address's token into the session cookie (`?login=accepted`) or
 * refused it (`?login=refused`: this browser started no login, and any session stays as it was).
 * Accepted: 'Validating token…', then 'Token valid' + 'Redirecting…' and /dashboard after 600 ms,
 * or 'Token invalid' + 'Please log in again.' (the session is ended). Refused: 'Token invalid'.
 * No token at all: the spec's 'No token found in URL' text.
 */
export default function AuthLandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setVerifiedSession = useSetAtom(verifiedSessionAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const accepted = params.get(LOGIN_OUTCOME_PARAM) === LOGIN_OUTCOMES.accepted;
  const [state, setState] = useState<CallbackState>(() => initialState(params.get(LOGIN_OUTCOME_PARAM)));

  useEffect(() => {
    if (!accepted) return;
    const session = refreshSession();
    if (session === null) {
      setState('invalid');
      return;
    }
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void checkSession().then((result) => {
      if (!active) return;
      if (!result.valid) {
        clearToken();
        setState('invalid');
        return;
      }
      if (result.user) setUser(result.user);
      setVerifiedSession(session);
      setState('valid');
      timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), TOKEN_VALID_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [accepted, navigate, setUser, setVerifiedSession]);

  return (
    <main className="page-center">
      <section className="message-card card stack auth-card" aria-live="polite">
        {state === 'validating' && <p>{AUTH_TEXTS.validating}</p>}
        {state === 'valid' && (
          <>
            <p className="auth-card__ok">
              <span aria-hidden="true">✓ </span>
              {AUTH_TEXTS.tokenValid}
            </p>
            <p>{AUTH_TEXTS.redirecting}</p>
          </>
        )}
        {state === 'invalid' && (
          <>
            <p className="auth-card__error">{AUTH_TEXTS.tokenInvalid}</p>
            <p>{AUTH_TEXTS.logInAgain}</p>
          </>
        )}
        {state === 'missing' && <p className="auth-card__error">{AUTH_TEXTS.noToken}</p>}
        {(state === 'invalid' || state === 'missing') && (
          <Link className="button" to={paths.login}>
            {AUTH_TEXTS.backToLogin}
          </Link>
        )}
      </section>
    </main>
  );
}
