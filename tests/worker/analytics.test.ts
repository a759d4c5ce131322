import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWorker } from './support/call-worker';

/** Posts `body` to the page-view endpoint of a worker whose analytics is switched on. */
function postPageView(body: string, contentType = 'application/json'): Promise<Response> {
  return callWorker(
    '/api/analytics/pageview',
    { method: 'POST', headers: { 'Content-Type': contentType }, body },
    { ANALYTICS_ENABLED: 'true' },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/analytics/pageview', () => {
  it('answers 404 while analytics is off (the default)', async () => {
    const response = await callWorker('/api/analytics/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/', path: '/' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'analytics_disabled', message: 'Page-view analytics is turned off for this site.' },
    });
  });

  it('logs a valid page view and answers 204', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await postPageView(
      JSON.stringify({ route: '/dashboard/:serverId', path: '/dashboard/42' }),
    );
    expect(response.status).toBe(204);
    expect(log).toHaveBeenCalledExactlyOnceWith(
      JSON.stringify({ event: 'pageview', route: '/dashboard/:serverId', path: '/dashboard/42' }),
    );
  });

  it.each([
    ['a path without a leading slash', { route: 'x', path: '/x' }],
    ['a query string', { route: '/', path: '/?token=secret' }],
    ['a hash', { route: '/', path: '/#x' }],
    ['a missing path', { route: '/' }],
    ['an extra field', { route: '/', path: '/', user: 'x' }],
    ['an over-long path', { route: '/', path: `/${'a'.repeat(600)}` }],
  ])('rejects %s with 400 and logs nothing', async (_case, body) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await postPageView(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(log).not.toHaveBeenCalled();
  });

  it('rejects a body that is not JSON with 415', async () => {
    expect((await postPageView('route=/', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});
