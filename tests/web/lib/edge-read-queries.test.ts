// The server list's, a server's, its channels', its autoresponders' and its welcome config's queries start with the Worker's read of them: the page's first render has the data.
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDGE_READS_ELEMENT_ID } from '#shared/constants/edge-reads';
import { installApiStub } from '../support/api-stub';

const api = installApiStub();
const SERVER = '1100000000000000001';
const DETAIL = { id: SERVER, name: 'Warden HQ', icon: null };
const SERVERS = { user: { id: '1', username: 'ava' }, adminGuilds: [] };

/** The query modules and the app's cache rules as a new page load whose HTML holds `reads` sees them. */
async function freshPage(reads: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EDGE_READS_ELEMENT_ID;
  block.textContent = JSON.stringify(reads);
  document.body.append(block);
  vi.resetModules();
  const { serverDetailQuery } = await import('#web/lib/server-detail');
  const { adminServersQuery } = await import('#web/lib/admin-servers');
  const { channelsQuery } = await import('#web/lib/server-channels');
  const { autorespondersQuery } = await import('#web/features/autoresponders/api/list-autoresponders');
  const { welcomeConfigQuery } = await import('#web/features/welcomer/api/get-welcome-config');
  const { createQueryClient } = await import('#web/lib/query-client');
  return {
    serverDetailQuery,
    adminServersQuery,
    channelsQuery,
    autorespondersQuery,
    welcomeConfigQuery,
    client: createQueryClient(),
  };
}

/** Expects a query's first `result` to hold `data`, fresh, with no call made: the first render has it. */
function expectAtOnce(result: QueryObserverResult, data: unknown) {
  expect(result).toMatchObject({ status: 'success', data, isStale: false });
  expect(api.calls).toEqual([]);
}

afterEach(() => {
  document.getElementById(EDGE_READS_ELEMENT_ID)?.remove();
});

describe('a query with an edge read', () => {
  it("that succeeded has the server's detail at once, without a call; a refetch calls the API", async () => {
    const { serverDetailQuery, client } = await freshPage({
      [`/bot/server/${SERVER}`]: { status: 200, body: DETAIL },
    });
    const observer = new QueryObserver(client, serverDetailQuery(SERVER));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: DETAIL, isStale: false });
    expect(api.calls).toEqual([]);
    api.on(`GET /api/bot/server/${SERVER}`, { json: { ...DETAIL, name: 'Renamed' } });
    await expect(observer.refetch()).resolves.toMatchObject({ data: { name: 'Renamed' } });
    expect(api.callsTo(`GET /api/bot/server/${SERVER}`)).toHaveLength(1);
  });

  it('that succeeded has the server list at once, without a call', async () => {
    const { adminServersQuery, client } = await freshPage({
      '/auth/servers': { status: 200, body: SERVERS },
    });
    expect(new QueryObserver(client, adminServersQuery()).getCurrentResult()).toMatchObject({
      status: 'success',
      data: SERVERS,
    });
    expect(api.calls).toEqual([]);
  });

  it("that succeeded has the server's text and announcement channels at once, without a call", async () => {
    const channels = [{ id: '100000000000000011', name: 'general', type: 0 }];
    const { channelsQuery, client } = await freshPage({
      [`/dashboard/embed/channels/${SERVER}`]: {
        status: 200,
        body: { channels: [...channels, { id: '100000000000000012', name: 'Lounge', type: 2 }] },
      },
    });
    expectAtOnce(new QueryObserver(client, channelsQuery(SERVER)).getCurrentResult(), channels);
  });

  it("that succeeded has the server's autoresponders at once, without a call", async () => {
    const list = [{ trigger: 'hello', response: 'Hey there!' }];
    const { autorespondersQuery, client } = await freshPage({
      [`/bot/server/${SERVER}/autoresponders`]: { status: 200, body: { autoresponders: list } },
    });
    expectAtOnce(new QueryObserver(client, autorespondersQuery(SERVER)).getCurrentResult(), list);
  });

  it('whose autoresponders have another shape leaves them to the query, which calls the API', async () => {
    const { autorespondersQuery, client } = await freshPage({
      [`/bot/server/${SERVER}/autoresponders`]: { status: 200, body: { autoresponders: 'none' } },
    });
    expect(new QueryObserver(client, autorespondersQuery(SERVER)).getCurrentResult().data).toBeUndefined();
    api.on(`GET /api/bot/server/${SERVER}/autoresponders`, { json: { autoresponders: [] } });
    await expect(client.fetchQuery(autorespondersQuery(SERVER))).resolves.toEqual([]);
    expect(api.callsTo(`GET /api/bot/server/${SERVER}/autoresponders`)).toHaveLength(1);
  });

  it('that succeeded has the welcome config at once, read as the call would, without a call', async () => {
    const { welcomeConfigQuery, client } = await freshPage({
      [`/welcomer/${SERVER}`]: {
        status: 200,
        body: {
          success: true,
          config: { enabled: true, message: 'Hi {user}', channel: '110000000000000101' },
        },
      },
    });
    expectAtOnce(new QueryObserver(client, welcomeConfigQuery(SERVER)).getCurrentResult(), {
      enabled: true,
      message: 'Hi {user}',
      channel: '110000000000000101',
    });
  });

  it('that failed leaves the channels to the query, whose one attempt is that failure, without a call', async () => {
    const { channelsQuery, client } = await freshPage({
      [`/dashboard/embed/channels/${SERVER}`]: { status: 503 },
    });
    expect(new QueryObserver(client, channelsQuery(SERVER)).getCurrentResult().data).toBeUndefined();
    await expect(client.fetchQuery(channelsQuery(SERVER))).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(api.calls).toEqual([]);
  });

  it("that failed starts without data; the query's first attempt is that failure, without a call", async () => {
    const { serverDetailQuery, client } = await freshPage({ [`/bot/server/${SERVER}`]: { status: 502 } });
    expect(new QueryObserver(client, serverDetailQuery(SERVER)).getCurrentResult()).toMatchObject({
      status: 'pending',
      data: undefined,
    });
    await expect(client.fetchQuery({ ...serverDetailQuery(SERVER), retry: false })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(api.calls).toEqual([]);
  });

  it('of another server is not used', async () => {
    const { serverDetailQuery, client } = await freshPage({
      [`/bot/server/${SERVER}`]: { status: 200, body: DETAIL },
    });
    const other = '1100000000000000002';
    expect(new QueryObserver(client, serverDetailQuery(other)).getCurrentResult().data).toBeUndefined();
  });
});
