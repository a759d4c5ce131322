// POST /auth/logout, then the session ends in every tab whatever the reply.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { apiRequest } from '#web/lib/api-client';
import { clearToken } from '#web/lib/session';

/**
 * Tells the bot API the session ends (no body; the Worker adds the bearer from the cookie and
 * then expires the cookie), ignores any failure or timeout, then ends the session in this and
 * every other tab. Never throws.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest(apiRoutes.authLogout(), { method: 'POST', timeoutMs: FETCH_TIMEOUT_MS });
  } catch {
    // The spec ignores the result: the local session ends either way.
  }
  clearToken();
}
