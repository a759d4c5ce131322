// /auth-landing: the login callback; stores the token from the address, validates it, then opens the dashboard.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKEN_VALID_REDIRECT_MS } from '../../../../../shared/constants/limits';
import { TOKEN_QUERY_PARAM } from '../../../../../shared/constants/storage';
import { paths } from '../../../../../shared/site-routes';
import { clearToken, storeToken } from '../../../lib/session';
import { validateSession } from '../api/validate-session';

type CallbackState = 'validating' | 'valid' | 'invalid' | 'missing';

export default function AuthLandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(TOKEN_QUERY_PARAM);
  const [state, setState] = useState<CallbackState>(token ? 'validating' : 'missing');

  useEffect(() => {
    if (!token) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    storeToken(token);
    void validateSession().then((valid) => {
      if (!active) return;
      if (!valid) {
        clearToken();
        setState('invalid');
        return;
      }
      setState('valid');
      timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), TOKEN_VALID_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, navigate]);

  return (
    <main className="page-center">
      <div aria-live="polite">
        {state === 'validating' && <p>Validating token…</p>}
        {state === 'valid' && (
          <>
            <p>✓ Token valid</p>
            <p>Redirecting…</p>
          </>
        )}
        {state === 'invalid' && (
          <>
            <p>Token invalid</p>
            <p>Please log in again.</p>
          </>
        )}
        {state === 'missing' && <p>No token found in URL. Please log in again.</p>}
      </div>
    </main>
  );
}
