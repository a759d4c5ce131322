// The Worker's reads in a dashboard page's HTML: each used once by the first GET of its path, then the API is called.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDGE_READS_ELEMENT_ID, EDGE_READS_FRESH_MS } from '#shared/constants/edge-reads';
import { installApiStub } from '../support/api-stub';
import { setSessionMarker } from '../support/render-app';

const api = installApiStub();
const SERVERS = { user: { id: '1' }, adminGuilds: [] };

/** Puts an edge reads block with `text` into the page. */
function addBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EDGE_READS_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}

/** The API client and session modules as a new page load sees them (the block is read on first use). */
async function freshClient() {
  vi.resetModules();
  const client = await import('#web/lib/api-client');
  const session = await import('#web/lib/session');
  const jotai = await import('#web/lib/jotai');
  return { ...client, ...session, ...jotai };
}

beforeEach(() => {
  addBlock(
    JSON.stringify({
      '/auth/servers': { status: 200, body: SERVERS },
      '/bot/server/1100000000000000001': { status: 502 },
    }),
  );
});

afterEach(() => {
  setSessionMarker(false);
  document.getElementById(EDGE_READS_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('an edge read', () => {
  it('answers the first GET of its path without a call; the next GET calls the API', async () => {
    const { apiRequest } = await freshClient();
    api.on('GET /api/auth/servers', { json: { user: { id: '2' }, adminGuilds: [] } });
    await expect(apiRequest('/auth/servers')).resolves.toEqual(SERVERS);
    expect(api.calls).toEqual([]);
    await expect(apiRequest('/auth/servers')).resolves.toEqual({ user: { id: '2' }, adminGuilds: [] });
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1);
  });

  it('that failed rejects the first GET with its status (the first attempt); a retry calls the API', async () => {
    const { apiRequest, ApiRequestError } = await freshClient();
    api.on('GET /api/bot/server/1100000000000000001', { json: { id: '1100000000000000001' } });
    const first = await apiRequest('/bot/server/1100000000000000001').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect(first).toMatchObject({ kind: 'http', status: 502, message: 'HTTP 502' });
    expect(api.calls).toEqual([]);
    await expect(apiRequest('/bot/server/1100000000000000001')).resolves.toEqual({
      id: '1100000000000000001',
    });
  });

  it('is checked by the call’s schema like any reply', async () => {
    const { apiRequest } = await freshClient();
    const { serverDetailSchema } = await import('#shared/schemas/server');
    await expect(apiRequest('/auth/servers', { schema: serverDetailSchema })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('answers a checked read as it is: the Worker checked it with the same schema', async () => {
    const { checkedRead } = await freshClient();
    // SERVERS has a user without a name, which the schema would refuse: it is not checked again
    await expect(checkedRead('/auth/servers', 'adminServers')).resolves.toEqual(SERVERS);
    expect(api.calls).toEqual([]);
  });

  it('is not there for a later checked read, which calls the API and checks the reply with its schema', async () => {
    const { checkedRead } = await freshClient();
    const user = { id: '2', username: 'ava' };
    await checkedRead('/auth/servers', 'adminServers');
    api.on('GET /api/auth/servers', { json: { user: { ...user, extra: 1 }, adminGuilds: [] } });
    await expect(checkedRead('/auth/servers', 'adminServers')).resolves.toEqual({ user, adminGuilds: [] });
    api.on('GET /api/auth/servers', { json: { user, adminGuilds: 'none' } });
    await expect(checkedRead('/auth/servers', 'adminServers')).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Invalid response data structure',
    });
  });

  it('never answers a write to its path', async () => {
    const { apiRequest } = await freshClient();
    api.on('POST /api/auth/servers', { json: { success: true } });
    await expect(apiRequest('/auth/servers', { method: 'POST', body: {} })).resolves.toEqual({
      success: true,
    });
    expect(api.callsTo('POST /api/auth/servers')).toHaveLength(1);
  });

  it(`is not used once the page is older than ${EDGE_READS_FRESH_MS} ms`, async () => {
    const { apiRequest } = await freshClient();
    vi.spyOn(performance, 'now').mockReturnValue(EDGE_READS_FRESH_MS + 1);
    api.on('GET /api/auth/servers', { json: { user: { id: '2' }, adminGuilds: [] } });
    await expect(apiRequest('/auth/servers')).resolves.toEqual({ user: { id: '2' }, adminGuilds: [] });
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1);
  });

  it('is dropped when the session changes (a sign-out or a new sign-in)', async () => {
    const { apiRequest, appStore, sessionAtom } = await freshClient();
    appStore.set(sessionAtom, (appStore.get(sessionAtom) ?? 0) + 1);
    api.on('GET /api/auth/servers', { json: { user: { id: '2' }, adminGuilds: [] } });
    await expect(apiRequest('/auth/servers')).resolves.toEqual({ user: { id: '2' }, adminGuilds: [] });
  });

  it('block that is not JSON is ignored: the API is called', async () => {
    document.getElementById(EDGE_READS_ELEMENT_ID)?.remove();
    addBlock('{not json');
    const { apiRequest } = await freshClient();
    api.on('GET /api/auth/servers', { json: SERVERS });
    await expect(apiRequest('/auth/servers')).resolves.toEqual(SERVERS);
    expect(api.callsTo('GET /api/auth/servers')).toHaveLength(1);
  });
});

describe('the session check of a page with an edge read of GET /auth/me', () => {
  /** The session check module as a new page load with `me` as the Worker's read of /auth/me sees it. */
  async function freshCheck(me: unknown) {
    document.getElementById(EDGE_READS_ELEMENT_ID)?.remove();
    addBlock(JSON.stringify({ '/auth/me': me }));
    vi.resetModules();
    return import('#web/features/auth/api/check-session');
  }

  it('that succeeded is taken at once, without a call, and only once', async () => {
    const user = { id: '712345678901234567', username: 'ava' };
    const { edgeSessionCheck } = await freshCheck({ status: 200, body: user });
    expect(edgeSessionCheck()).toEqual({ valid: true, user });
    expect(edgeSessionCheck()).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  /** Signed in, the session's atoms and acceptEdgeSessionCheck as a new page load with `me` sees them. */
  async function freshAccept(me: unknown) {
    setSessionMarker(true);
    await freshCheck(me);
    const verified = await import('#web/features/auth/atoms/verified-session');
    const { appStore } = await import('#web/lib/jotai');
    const { sessionAtom } = await import('#web/lib/session');
    const { sessionUserAtom } = await import('#web/lib/session-user');
    return { ...verified, appStore, sessionAtom, sessionUserAtom };
  }

  it('that succeeded verifies the session and stores its user before the guard renders', async () => {
    const user = { id: '712345678901234567', username: 'ava' };
    const { acceptEdgeSessionCheck, verifiedSessionAtom, appStore, sessionAtom, sessionUserAtom } =
      await freshAccept({ status: 200, body: user });
    acceptEdgeSessionCheck();
    expect(appStore.get(sessionAtom)).not.toBeNull();
    expect(appStore.get(verifiedSessionAtom)).toBe(appStore.get(sessionAtom));
    expect(appStore.get(sessionUserAtom)).toEqual(user);
    expect(api.calls).toEqual([]);
  });

  it('that failed leaves the session unverified, for the guard to check', async () => {
    const { acceptEdgeSessionCheck, verifiedSessionAtom, appStore } = await freshAccept({ status: 502 });
    acceptEdgeSessionCheck();
    expect(appStore.get(verifiedSessionAtom)).toBeNull();
  });

  it('that failed is left to checkSession, which ends the session without a call', async () => {
    const { checkSession, edgeSessionCheck } = await freshCheck({ status: 502 });
    expect(edgeSessionCheck()).toBeUndefined();
    await expect(checkSession()).resolves.toEqual({ valid: false });
    expect(api.calls).toEqual([]);
  });
});
