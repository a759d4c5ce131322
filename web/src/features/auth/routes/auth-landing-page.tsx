// /auth-landing: the login callback; stores the token from the address, validates it, then opens the dashboard.

import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKEN_VALID_REDIRECT_MS } from '#shared/constants/limits';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import { paths } from '#shared/site-routes';
import { useSetAtom } from '../../../lib/jotai';
import { clearToken, storeToken } from '../../../lib/session';
import { sessionUserAtom } from '../../../lib/session-user';
import { checkSession } from '../api/check-session';
import { verifiedTokenAtom } from '../atoms/verified-token';
import { AUTH_TEXTS } from '../texts';
import './auth-pages.css';

type CallbackState = 'validating' | 'valid' | 'invalid' | 'missing';

/**
 * 'Validating token…', then 'Token valid' + 'Redirecting…' and /dashboard after 600 ms, or
 * 'Token invalid' + 'Please log in again.' (the token is removed). No token: the spec's text.
 */
export default function AuthLandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setVerifiedToken = useSetAtom(verifiedTokenAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const token = params.get(TOKEN_QUERY_PARAM)?.trim() || null;
  const [state, setState] = useState<CallbackState>(token ? 'validating' : 'missing');

  useEffect(() => {
    if (!token) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    storeToken(token);
    void checkSession().then((result) => {
      if (!active) return;
      if (!result.valid) {
        clearToken();
        setState('invalid');
        return;
      }
      if (result.user) setUser(result.user);
      setVerifiedToken(token);
      setState('valid');
      timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), TOKEN_VALID_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, navigate, setUser, setVerifiedToken]);

  return (
    <main className="page-center">
      <section className="auth-card" aria-live="polite">
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
