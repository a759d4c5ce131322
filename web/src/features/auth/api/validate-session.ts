// GET /auth/me: true when the bot API accepts the session token.
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiRequest } from '../../../lib/api-client';

/** Resolves true when the token is valid; false on any non-OK reply or network failure. */
export async function validateSession(): Promise<boolean> {
  try {
    await apiRequest(apiRoutes.authMe());
    return true;
  } catch {
    return false;
  }
}
