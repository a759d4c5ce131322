// The demo's change history: sample entries from two sample admins, put back by the demo reset, and the demo's own writes recorded.
import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '#shared/schemas/history';
import { WITH_HISTORY } from './support/call-worker';
import { asDemoUser, callDemoEntry, DEMO_SERVERS, demoJson } from './support/demo';

const S = DEMO_SERVERS.owned;

async function history(server = S): Promise<Response> {
  return callDemoEntry(`/api/history/${server}`, asDemoUser(), WITH_HISTORY);
}

const reset = () => callDemoEntry('/api/demo/reset', { method: 'POST' }, WITH_HISTORY);

describe('the demo history', () => {
  it('starts with sample entries from two sample admins, newest first', async () => {
    await reset();
    const page = (await (await history()).json()) as HistoryPage;
    expect(page.entries.map((entry) => `${entry.actor?.name} ${entry.tool} ${entry.action}`)).toEqual([
      'ava.demo roles update',
      'mia.mod embed send',
      'mia.mod autoresponders delete',
      'ava.demo prefix update',
      'mia.mod welcome update',
    ]);
    expect(page.admins.map((admin) => admin.name)).toEqual(['ava.demo', 'mia.mod']);
    expect(page.canClear).toBe(true);
  });

  it('records a demo write as ava.demo with the value before, and the reset puts the samples back', async () => {
    await reset();
    const write = await callDemoEntry(
      `/api/bot/server/${S}/prefix`,
      demoJson('POST', { prefix: '?' }),
      WITH_HISTORY,
    );
    expect(write.status).toBe(200);
    const after = (await (await history()).json()) as HistoryPage;
    expect(after.entries[0]).toMatchObject({
      actor: { name: 'ava.demo' },
      tool: 'prefix',
      body: { prefix: '?' },
      before: { prefix: '.' },
      beforeState: 'recorded',
    });
    await reset();
    expect(((await (await history()).json()) as HistoryPage).entries).toHaveLength(5);
  });

  it('answers 403 for a server the demo user does not administer', async () => {
    expect((await history(DEMO_SERVERS.notAdmin)).status).toBe(403);
  });
});
