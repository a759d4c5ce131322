// The query client's rules: 3 attempts 2 s then 4 s apart, final 4xx and 429 at once, Retry starts over, 401/403 end the session.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#web/lib/api-client';
import { appStore } from '#web/lib/jotai';
import { createQueryClient, FRESH_FOR_MS } from '#web/lib/query-client';
import { sessionAtom } from '#web/lib/session';

const http = (status: number) => new ApiRequestError('http', `HTTP ${status}`, status);

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(sessionAtom, 1);
});
afterEach(() => vi.useRealTimers());

/** Watches a query of `queryFn` (as a mounted page would) and returns the client and observer. */
function watch(queryFn: () => Promise<unknown>, meta?: { endsSessionOn403?: boolean }) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ['k'], queryFn, meta });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, observer, unsubscribe };
}

describe('the query client', () => {
  it('tries 3 times, 2 s then 4 s apart, counting failures for "Retrying... (n/3)"', async () => {
    const queryFn = vi.fn().mockRejectedValue(http(500));
    const { observer, unsubscribe } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().failureCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().failureCount).toBe(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it.each([401, 403, 404, 429])('gives up at once on a %i', async (status) => {
    const queryFn = vi.fn().mockRejectedValue(http(status));
    const { observer, unsubscribe } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('starts the count over on a manual Retry and keeps the data shown', async () => {
    const queryFn = vi.fn().mockResolvedValueOnce('first').mockRejectedValue(http(500));
    const { observer, unsubscribe } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    void observer.refetch();
    await vi.advanceTimersByTimeAsync(6000);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', data: 'first', failureCount: 3 });
    void observer.refetch();
    expect(observer.getCurrentResult()).toMatchObject({ failureCount: 0, isFetching: true, data: 'first' });
    unsubscribe();
  });

  it('keeps data fresh for 30 s: a new page reading it then makes no request', async () => {
    const queryFn = vi.fn().mockResolvedValue('data');
    const { client, unsubscribe } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(FRESH_FOR_MS - 1);
    unsubscribe();
    const again = new QueryObserver(client, { queryKey: ['k'], queryFn });
    const stop = again.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session on a 401 from any read', async () => {
    const { unsubscribe } = watch(() => Promise.reject(http(401)));
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(sessionAtom)).toBeNull();
    unsubscribe();
  });

  it('ends the session on a 403 only from a read marked so (GET /auth/servers)', async () => {
    const plain = watch(() => Promise.reject(http(403)));
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(sessionAtom)).toBe(1);
    plain.unsubscribe();
    const marked = watch(() => Promise.reject(http(403)), { endsSessionOn403: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(sessionAtom)).toBeNull();
    marked.unsubscribe();
  });
});
