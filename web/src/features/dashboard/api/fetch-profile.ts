// The profile: GET /auth/servers for the user, then GET /bot/user/{id} for badges and premium (np).
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { User } from '#shared/schemas/auth';
import { type BotUserInfo, botUserInfoSchema } from '#shared/schemas/user';
import { fetchAdminServers } from '../../../lib/admin-servers';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { isSessionRejected } from '../../../lib/api-errors';
import { PROFILE_TEXTS } from '../profile-texts';

/** Everything the profile page shows. */
export interface Profile {
  user: User;
  info: BotUserInfo;
}

/** What a user without bot-side info has: no badges, no np. */
export const NO_BOT_USER_INFO: BotUserInfo = { badges: [], np: { enabled: false, npTime: null } };

async function fetchBotUserInfo(userId: string): Promise<BotUserInfo> {
  try {
    return await apiRequest(apiRoutes.botUser(userId), {
      schema: botUserInfoSchema,
      timeoutMs: FETCH_TIMEOUT_MS,
    });
  } catch {
    return NO_BOT_USER_INFO;
  }
}

/**
 * Loads the profile. A failing GET /bot/user reads as no badges and no np.
 * @throws ApiRequestError as is for 401/403 (the caller logs out), timeouts, network failures and
 * invalid bodies; an Error 'Failed to fetch user data' for other non-OK replies.
 */
export async function fetchProfile(): Promise<Profile> {
  let user: User;
  try {
    user = (await fetchAdminServers()).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'http' && !isSessionRejected(error)) {
      throw new Error(PROFILE_TEXTS.fetchFailed);
    }
    throw error;
  }
  return { user, info: await fetchBotUserInfo(user.id) };
}
