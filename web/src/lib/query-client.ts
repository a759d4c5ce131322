// The dashboard's server-state cache: the spec's retry, freshness and session rules as TanStack Query defaults.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { DASHBOARD_ATTEMPTS, RETRY_DELAY_MS } from '#shared/constants/limits';
import { errorStatus, isRetryable } from './api-errors';
import { appStore } from './jotai';
import { clearToken, sessionAtom } from './session';

/** How long loaded data counts as fresh: moving between pages within this time refetches nothing. */
export const FRESH_FOR_MS = 30_000;

/** Query meta: set `endsSessionOn403` on reads whose 403 means the session is over (GET /auth/servers). */
export interface SessionMeta extends Record<string, unknown> {
  endsSessionOn403?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
  }
}

/**
 * True while a failed read should be tried again: after failure number `failureCount + 1` of
 * DASHBOARD_ATTEMPTS, and only for failures `isRetryable` accepts (never 401, 403, 404, nor a 429,
 * whose Retry-After the user is shown instead).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < DASHBOARD_ATTEMPTS - 1 && isRetryable(error);
}

/** The wait before retry `failureCount + 1`: 2 s times that number. */
export function retryDelay(failureCount: number): number {
  return RETRY_DELAY_MS * (failureCount + 1);
}

/** Ends the session for a 401 anywhere, and for a 403 from a read that marks it so. */
function endSessionIfRejected(error: unknown, meta: SessionMeta | undefined): void {
  const status = errorStatus(error);
  if (status === 401 || (status === 403 && meta?.endsSessionOn403)) clearToken();
}

/**
 * A new cache with the spec's rules: 3 attempts in all 2 s × attempt apart, fresh for 30 s, no
 * refetch on window focus (a draft being edited is never replaced under the user), requests even
 * when the browser says it is offline (so the user sees the network error), writes never retried.
 * Query functions do not take the abort signal on purpose: a read still running when the user
 * leaves the page completes and fills the cache, so coming back within 30 s asks for nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => endSessionIfRejected(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error) => endSessionIfRejected(error, undefined) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one cache. */
export const queryClient = createQueryClient();

// A sign-out or a new sign-in drops every cached read, so no user ever sees another session's data.
appStore.sub(sessionAtom, () => queryClient.clear());
