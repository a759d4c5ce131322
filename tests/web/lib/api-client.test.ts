// The one API client: no token of its own (the session cookie), error mapping, 401 handling and timeouts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, retryAfterSeconds } from '#web/lib/api-client';
import { appStore } from '#web/lib/jotai';
import { sessionAtom } from '#web/lib/session';
import { installApiStub } from '../support/api-stub';
import { hasSessionMarker, resetSession, signIn } from '../support/render-app';

const api = installApiStub();

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
  resetSession();
});

describe('apiRequest', () => {
  it('calls /api + path with no Authorization header: the session cookie carries the token', async () => {
    signIn();
    api.on('GET /api/auth/me', { json: { ok: true } });
    await expect(apiRequest('/auth/me')).resolves.toEqual({ ok: true });
    expect(api.calls[0]?.path).toBe('/api/auth/me');
    expect(api.calls[0]?.authorization).toBeNull();
  });

  it("reads the server's error text, string or envelope, else 'HTTP {status}'", async () => {
    api.on('GET /api/a', { status: 400, json: { error: 'Prefix cannot be empty' } });
    api.on('GET /api/b', {
      status: 400,
      json: { error: { code: 'x', message: 'Invalid request: prefix.' } },
    });
    api.on('GET /api/c', { status: 418 });
    expect((await failure(apiRequest('/a'))).message).toBe('Prefix cannot be empty');
    expect((await failure(apiRequest('/b'))).message).toBe('Invalid request: prefix.');
    const teapot = await failure(apiRequest('/c'));
    expect([teapot.message, teapot.status, teapot.kind]).toEqual(['HTTP 418', 418, 'http']);
  });

  it('turns a 429 into "too many requests, try again in N s" from Retry-After', async () => {
    api.on('GET /api/transcript', {
      status: 429,
      json: { error: { code: 'rate_limited', message: 'whatever the server says' } },
      headers: { 'Retry-After': '37' },
    });
    const error = await failure(apiRequest('/transcript'));
    expect([error.status, error.retryAfterSeconds, error.message, error.serverMessage]).toEqual([
      429,
      37,
      'Too many requests, try again in 37 s.',
      'Too many requests, try again in 37 s.',
    ]);
  });

  it('reads Retry-After as seconds or an HTTP date, else waits a full limit period', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:09 GMT', now)).toBe(9);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds(null, now)).toBe(60);
    expect(retryAfterSeconds('soon', now)).toBe(60);
  });

  it('ends the local session on a 401', async () => {
    signIn();
    api.on('GET /api/auth/servers', { status: 401, json: { error: 'Invalid or expired token' } });
    await failure(apiRequest('/auth/servers'));
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(hasSessionMarker()).toBe(false);
  });

  it('maps a network failure to the spec text', async () => {
    api.on('GET /api/auth/servers', 'network-error');
    const error = await failure(apiRequest('/auth/servers'));
    expect([error.kind, error.message]).toEqual([
      'network',
      'Network error - please check your internet connection',
    ]);
  });

  it('times out after timeoutMs even when the caller also passes a signal', async () => {
    vi.useFakeTimers();
    api.on('GET /api/auth/servers', 'no-reply');
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
    const z = await import('#shared/schemas/zod');
    api.on('GET /api/auth/servers', { json: { nope: 1 } });
    const error = await failure(apiRequest('/auth/servers', { schema: z.object({ user: z.object({}) }) }));
    expect([error.kind, error.message]).toEqual(['invalid', 'Invalid response data structure']);
  });
});
