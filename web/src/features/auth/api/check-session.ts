// GET /auth/me: whether the bot API accepts the session, and the user it belongs to if it says.
import { apiRoutes } from '#shared/api-routes';
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { User } from '#shared/schemas/auth';
import { checkedRead, initialCheckedRead } from '#web/lib/api-client';
import { isPageUnloading } from '#web/lib/page-lifecycle';

/** The outcome of a session check. `user` is null when the reply does not describe one. */
export type SessionCheck = { valid: true; user: User | null } | { valid: false };

/** Never settles: the page is going away, so the check has no outcome to act on. */
const NO_OUTCOME = new Promise<never>(() => {});

/**
 * Checks the session (its cookie goes along). Never throws: any non-OK reply, a network failure or no reply within
 * FETCH_TIMEOUT_MS counts as invalid. A request the browser cancels because the page is being
 * left never settles, so leaving mid-check does not end the session.
 */
export async function checkSession(): Promise<SessionCheck> {
  try {
    const user = await checkedRead(apiRoutes.authMe(), 'sessionUser', { timeoutMs: FETCH_TIMEOUT_MS });
    return { valid: true, user };
  } catch {
    return isPageUnloading() ? NO_OUTCOME : { valid: false };
  }
}

/**
 * The Worker's GET /auth/me for this page (web/src/lib/edge-reads.ts), when it accepted the
 * session: the same reply checkSession would take, read without waiting, and taken, so it is not
 * used twice. Undefined when the page has no such read, or it failed (checkSession then takes it
 * and ends the session).
 */
export function edgeSessionCheck(): { valid: true; user: User | null } | undefined {
  const user = initialCheckedRead<'sessionUser'>(apiRoutes.authMe());
  return user === undefined ? undefined : { valid: true, user };
}
