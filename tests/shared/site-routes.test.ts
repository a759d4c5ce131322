// isKnownSpaPath: which page paths the SPA serves (200) and which get its 404 page.
import { describe, expect, it } from 'vitest';
import { isKnownSpaPath, PUBLIC_PATHS, paths, SERVER_TOOLS } from '#shared/site-routes';

const SERVER = '1100000000000000001';

describe('isKnownSpaPath', () => {
  it('knows every page of the route table', () => {
    const pages = Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : []));
    expect(pages).toEqual(expect.arrayContaining(Object.values(PUBLIC_PATHS)));
    for (const page of pages) expect(isKnownSpaPath(page), page).toBe(true);
  });

  it('knows the server dashboard and each of its tools', () => {
    expect(isKnownSpaPath(paths.server(SERVER))).toBe(true);
    for (const tool of SERVER_TOOLS) expect(isKnownSpaPath(paths.serverTool(SERVER, tool)), tool).toBe(true);
  });

  it('knows any other page under /dashboard/{serverId}/', () => {
    expect(isKnownSpaPath(`/dashboard/${SERVER}/moderation/logs`)).toBe(true);
  });

  it.each(['/login/', '/dashboard/', `/dashboard/${SERVER}/`, '/transcribe', '/transcribe/'])(
    'ignores a trailing slash: %s',
    (path) => {
      expect(isKnownSpaPath(path)).toBe(true);
    },
  );

  it.each(['/nope', '/dashboardx', '/premium/unknown', '/commands/ban', '/api', '/index.htm'])(
    'does not know %s',
    (path) => {
      expect(isKnownSpaPath(path)).toBe(false);
    },
  );

  it('builds server paths', () => {
    expect(paths.server(SERVER)).toBe(`/dashboard/${SERVER}`);
    expect(paths.serverTool(SERVER, 'welcome-config')).toBe(`/dashboard/${SERVER}/welcome-config`);
  });
});
