// The landing page's `?token=` handling: keep the token as the session token, then go to a clean `/`.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import { paths } from '#shared/site-routes';
import { storeToken } from '../../../lib/session';

/** Stores a `token` query value with `storeToken` and replaces the address with `/` (no token left in history). */
export function useTokenCapture(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(TOKEN_QUERY_PARAM);
  useEffect(() => {
    if (!token) return;
    storeToken(token);
    navigate(paths.home, { replace: true });
  }, [token, navigate]);
}
