// The retry hook: 3 attempts in all, 2 s then 4 s apart, final 4xx at once, manual retry resets, local updates.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../web/src/lib/api-client';
import { useRetryingLoad } from '../../../web/src/lib/use-retrying-load';

const serverError = () => new ApiRequestError('http', 'HTTP 500', 500);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('useRetryingLoad', () => {
  it('tries again after 2 s, then after 4 s, then gives up with the last error', async () => {
    const times: number[] = [];
    const load = vi.fn(async () => {
      times.push(Date.now());
      throw serverError();
    });
    const { result } = renderHook(() => useRetryingLoad(load, 'k'));
    expect(result.current).toMatchObject({ status: 'loading', attempt: 1 });
    await waitFor(() => expect(result.current.attempt).toBe(2));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(result.current.attempt).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(2000);
    expect(second - first).toBeLessThan(2050);
    expect(third - second).toBeGreaterThanOrEqual(4000);
    expect(third - second).toBeLessThan(4050);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops at once on a final 4xx', async () => {
    const load = vi.fn().mockRejectedValue(new ApiRequestError('http', 'HTTP 404', 404));
    const { result } = renderHook(() => useRetryingLoad(load, 'k'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts over at attempt 1 on a manual retry and keeps the data already shown', async () => {
    const load = vi.fn().mockResolvedValueOnce('first').mockRejectedValue(serverError());
    const { result } = renderHook(() => useRetryingLoad(load, 'k'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.attempt).toBe(2));
    expect(result.current.data).toBe('first');
    await act(() => vi.advanceTimersByTimeAsync(6100));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('first');
    expect(load).toHaveBeenCalledTimes(4);
    load.mockResolvedValue('second');
    act(() => result.current.retry());
    expect(result.current.attempt).toBe(1);
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(result.current.status).toBe('loaded');
  });

  it('changes loaded data locally with update', async () => {
    const load = vi.fn(async () => ({ prefix: '.' }));
    const { result } = renderHook(() => useRetryingLoad(load, 'k'));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => result.current.update((data) => ({ ...data, prefix: '!' })));
    expect(result.current.data).toEqual({ prefix: '!' });
  });

  it('forgets the data of another key and cancels its pending retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValue('b-data');
    const { result, rerender } = renderHook(({ key }) => useRetryingLoad(load, key), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current.attempt).toBe(2));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('b-data'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
