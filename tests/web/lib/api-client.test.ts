// The one API client: bearer token, error mapping, 401 handling and timeouts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from '../../../web/src/lib/api-client';
import { appStore } from '../../../web/src/lib/jotai';
import { storeToken, tokenAtom } from '../../../web/src/lib/session';
import { json, stubFetch } from '../support/stub-fetch';

function hang(signal: AbortSignal | null): Promise<Response> {
  return new Promise((_, fail) => signal?.addEventListener('abort', () => fail(signal.reason)));
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
  appStore.set(tokenAtom, null);
});

describe('apiRequest', () => {
  it('sends the stored token as a bearer header to /api + path', async () => {
    storeToken('abc');
    const sent = stubFetch(() => json({ ok: true }));
    await expect(apiRequest('/auth/me')).resolves.toEqual({ ok: true });
    expect(sent[0]?.path).toBe('/api/auth/me');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it("reads the server's error text, string or envelope, else 'HTTP {status}'", async () => {
    stubFetch((request) =>
      request.path.endsWith('/a')
        ? json({ error: 'Prefix cannot be empty' }, 400)
        : request.path.endsWith('/b')
          ? json({ error: { code: 'x', message: 'Invalid request: prefix.' } }, 400)
          : new Response(null, { status: 418 }),
    );
    expect((await failure(apiRequest('/a'))).message).toBe('Prefix cannot be empty');
    expect((await failure(apiRequest('/b'))).message).toBe('Invalid request: prefix.');
    const teapot = await failure(apiRequest('/c'));
    expect([teapot.message, teapot.status, teapot.kind]).toEqual(['HTTP 418', 418, 'http']);
  });

  it('ends the local session on a 401', async () => {
    storeToken('expired');
    stubFetch(() => json({ error: 'Invalid or expired token' }, 401));
    await failure(apiRequest('/auth/servers'));
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('maps a network failure to the spec text', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/auth/servers'));
    expect([error.kind, error.message]).toEqual([
      'network',
      'Network error - please check your internet connection',
    ]);
  });

  it('times out after timeoutMs even when the caller also passes a signal', async () => {
    vi.useFakeTimers();
    stubFetch((request) => hang(request.signal));
    const pending = failure(
      apiRequest('/auth/servers', { timeoutMs: 10_000, signal: new AbortController().signal }),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect([error.kind, error.message]).toEqual([
      'timeout',
      'Request timeout - please check your connection',
    ]);
  });

  it('rejects a reply that does not match the schema', async () => {
    const { z } = await import('zod');
    stubFetch(() => json({ nope: 1 }));
    const error = await failure(apiRequest('/auth/servers', { schema: z.object({ user: z.object({}) }) }));
    expect([error.kind, error.message]).toEqual(['invalid', 'Invalid response data structure']);
  });
});
