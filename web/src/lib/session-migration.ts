// Keeps users signed in across the move of the token out of page script: an old `jwt` in localStorage goes to the Worker once.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import { TOKEN_STORAGE_KEY } from '#shared/constants/storage';
import { ApiRequestError, apiRequest } from './api-client';
import { readLegacyToken } from './legacy-token';
import { refreshSession } from './session';

/**
 * When an earlier version left the token in `localStorage.jwt`, hands it to the Worker
 * (POST /api/auth/session), which keeps it in the HttpOnly session cookie, then deletes it from
 * storage. Any reply of the Worker deletes it (taken over, or refused because a session exists or
 * the value is not a token); a network failure keeps it for the next page load. Never throws.
 */
export async function migrateStoredToken(): Promise<void> {
  const token = readLegacyToken();
  if (!token) return;
  try {
    await apiRequest(apiRoutes.authSession(), {
      method: 'POST',
      body: { token },
      timeoutMs: FETCH_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.kind === 'http')) return;
  }
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  refreshSession();
}
