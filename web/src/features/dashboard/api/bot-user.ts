// GET /bot/user/{id}: the user's badges and premium (np) for the profile page.
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { User } from '#shared/schemas/auth';
import { type BotUserInfo, botUserInfoSchema } from '#shared/schemas/user';
import { apiRequest } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** Everything the profile page shows. */
export interface Profile {
  user: User;
  info: BotUserInfo;
}

/** What a user without bot-side info has: no badges, no np. */
export const NO_BOT_USER_INFO: BotUserInfo = { badges: [], np: { enabled: false, npTime: null } };

/** The user's bot-side info; any failure (non-OK reply, network, bad body) reads as no badges and no np. Never throws. */
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

/** The one query of GET /bot/user/{userId}. */
export function botUserQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.botUser(userId),
    queryFn: () => fetchBotUserInfo(userId),
  });
}
