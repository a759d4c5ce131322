// Demo bot API: its data is dated from the first call, not from module load (when Workers report time 0).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '#shared/constants/limits';
import { asDemoUser, callDemo, DEMO_SERVERS, resetDemo } from './support/demo';

afterEach(() => {
  vi.useRealTimers();
  resetDemo();
});

describe('demo data dates', () => {
  it('counts server ages from the first call after a reset, not from when the store was set up', async () => {
    vi.useFakeTimers({ now: Date.parse('2020-01-01T00:00:00Z'), toFake: ['Date'] });
    resetDemo();
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'));
    const server = (await (await callDemo(`/bot/server/${DEMO_SERVERS.owned}`, asDemoUser())).json()) as {
      age: number;
    };
    expect(Math.round((Date.now() - server.age) / DAY_MS)).toBe(420);
  });
});
