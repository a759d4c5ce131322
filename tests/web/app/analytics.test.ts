import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePattern } from '#web/lib/analytics/route-pattern';
import { installApiStub } from '../support/api-stub';

const api = installApiStub();

afterEach(() => {
  vi.resetModules();
});

describe('routePattern', () => {
  it('puts the param names back into the visited path', () => {
    expect(routePattern('/dashboard/123/logs', { serverId: '123', '*': 'logs' })).toBe(
      '/dashboard/:serverId/logs',
    );
    expect(routePattern('/commands', {})).toBe('/commands');
    expect(routePattern('/a/b%20c', { name: 'b c' })).toBe('/a/:name');
    expect(routePattern('/a/%E0%A4%A', { name: 'x' })).toBe('/a/%E0%A4%A');
  });
});

describe('recordPageView', () => {
  it('posts the route and path as JSON', async () => {
    api.on('POST /api/analytics/pageview', { status: 204 });
    const { recordPageView } = await import('#web/lib/analytics/page-views');
    await recordPageView({ route: '/dashboard/:serverId', path: '/dashboard/42' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.contentType).toContain('application/json');
    expect(api.calls[0]?.body).toEqual({ route: '/dashboard/:serverId', path: '/dashboard/42' });
  });

  it('fails silently with one console hint when blocked', async () => {
    api.on('POST /api/analytics/pageview', { status: 404, json: { error: 'blocked' } });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { recordPageView, ANALYTICS_BLOCKED_HINT } = await import('#web/lib/analytics/page-views');
    await expect(recordPageView({ route: '/', path: '/' })).resolves.toBeUndefined();
    await expect(recordPageView({ route: '/x', path: '/x' })).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledExactlyOnceWith(ANALYTICS_BLOCKED_HINT.development);
    expect(ANALYTICS_BLOCKED_HINT.development).toContain('ad blockers');
    expect(ANALYTICS_BLOCKED_HINT.production).toContain('enable web analytics');
  });
});
