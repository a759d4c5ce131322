// loadOnce and useLoaded: one shared load, a retry after a failure, and nothing asked for until wanted.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, useLoaded } from '#web/lib/load-once';

describe('loadOnce', () => {
  it('starts one load for every caller and keeps what it brought', async () => {
    const load = vi.fn(async () => ['a', 'b']);
    const loader = loadOnce(load);
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(loader.loaded()).toEqual(['a', 'b']);
    await loader.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed load and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('data');
    const loader = loadOnce<string>(load);
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeNull();
    await expect(loader.load()).resolves.toBe('data');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoaded', () => {
  it('asks for nothing until wanted, then renders the value once loaded', async () => {
    const load = vi.fn(async () => 'module');
    const loader = loadOnce(load);
    const { result, rerender } = renderHook(({ wanted }) => useLoaded(loader, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe('module'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a component mounted after the load the value in its first render', async () => {
    const loader = loadOnce(async () => 'module');
    await loader.load();
    const { result } = renderHook(() => useLoaded(loader, false));
    expect(result.current).toBe('module');
  });

  it('stays null after a failed load and tries again when wanted next', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const loader = loadOnce<string>(load);
    const { result, rerender } = renderHook(({ wanted }) => useLoaded(loader, wanted), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(result.current).toBeNull();
    rerender({ wanted: false });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe('module'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
