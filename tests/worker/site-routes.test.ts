// Page requests no static file answers: the SPA shell for known routes (200), unknown paths (404), page headers.
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, REVALIDATE_CACHE } from '#shared/constants/security';
import { SPA_SHELL_PATH } from '#worker/routes/site';
import { callWorker, readError } from './support/call-worker';

const SHELL = '<!doctype html><div id="root"></div>';
const requested: string[] = [];
const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    requested.push(new URL(input instanceof Request ? input.url : input).pathname);
    return new Response(SHELL, { headers: { 'Content-Type': 'text/html', ETag: '"shell"' } });
  },
} as unknown as Fetcher;

const page = (path: string, init: RequestInit = {}) => callWorker(path, init, { ASSETS });

describe('deep links', () => {
  it.each([
    '/dashboard',
    '/dashboard/1100000000000000001',
    '/dashboard/1100000000000000001/welcome-config',
    '/dashboard/1100000000000000001/analytics',
    '/dashboard/profile',
    '/auth-landing?login=accepted',
    '/user-verify?guild=1&code=2',
    '/login/',
  ])('serve the SPA shell with 200 for %s', async (path) => {
    requested.length = 0;
    const reply = await page(path);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(SHELL);
    expect(requested).toEqual([SPA_SHELL_PATH]);
  });

  it.each(['/no/such/page', '/dashboardx', '/premium/unknown', '/assets/missing-abc123.js'])(
    'serve the shell with 404 for the unknown path %s (the SPA shows its 404 page)',
    async (path) => {
      const reply = await page(path);
      expect(reply.status).toBe(404);
      expect(await reply.text()).toBe(SHELL);
    },
  );
});

describe('page headers', () => {
  it('make HTML revalidate and carry the CSP', async () => {
    const reply = await page('/dashboard/1100000000000000001/welcome-config');
    expect(reply.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
    expect(reply.headers.get('Cache-Control')).toContain('must-revalidate');
    expect(reply.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(reply.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(reply.headers.get('ETag')).toBe('"shell"');
  });

  it('answer HEAD with the headers and no body', async () => {
    const reply = await page('/dashboard', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('');
    expect(reply.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
  });

  it('answer other methods with 405', async () => {
    const reply = await page('/dashboard', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a fixed message, logging the cause but never sending it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      fetch: async () => {
        throw new Error('assets store down at https://internal.example.test/secret');
      },
    } as unknown as Fetcher;
    const reply = await callWorker('/dashboard', {}, { ASSETS: broken });
    expect(reply.status).toBe(500);
    const raw = await reply.clone().text();
    expect((await readError(reply)).error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(raw).not.toContain('internal.example.test');
    expect(logged).toHaveBeenCalledOnce();
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      event: 'request_failed',
      route: '/*',
      status: 500,
      code: 'internal_error',
      error: 'Error: assets store down at https://internal.example.test/secret',
    });
  });
});
