// Abuse limits of /api: the real bindings from wrangler.toml, keys per IP and session, and the 429 reply.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, tooManyRequestsText } from '#shared/constants/rate-limits';
import { IDS } from '../shared/support/samples';
import { authorised, callWorker, REAL_RATE_LIMITS, readError, USER_TOKEN } from './support/call-worker';
import { expectNothingForwarded } from './support/fake-upstream';

let nextIp = 1;
/** A client IP no other test has used, so each test starts with fresh counters. */
const freshIp = () => `203.0.113.${nextIp++}`;

/**
 * Calls `send` until the first 429, at most 2 × limit + 1 times (enough even when the limiter's window
 * rolls over once during the burst). Returns how many calls passed and the 429.
 */
async function burstUntilRefused(limit: number, send: () => Promise<Response>) {
  for (let passed = 0; passed <= 2 * limit; passed++) {
    const reply = await send();
    if (reply.status === 429) return { passed, refused: reply };
    await reply.body?.cancel();
  }
  throw new Error(`no 429 after ${2 * limit + 1} calls`);
}

/** A limiter that records every key it is asked about and refuses the keys `refuse` names. */
function recordingLimiter(refuse: (key: string) => boolean = () => false) {
  const keys: string[] = [];
  const limiter: RateLimit = {
    limit: async ({ key }) => {
      keys.push(key);
      return { success: !refuse(key) };
    },
  };
  return { keys, limiter };
}

const strict = RATE_LIMITS.strict.limit;

describe('the strict limit (real binding)', () => {
  it('answers 429 with Retry-After and the JSON envelope once one IP sends too many transcript calls', async () => {
    const ip = freshIp();
    const send = () =>
      callWorker('/api/transcript', { headers: { 'CF-Connecting-IP': ip } }, REAL_RATE_LIMITS);
    const { passed, refused } = await burstUntilRefused(strict, send);
    expect(passed).toBeGreaterThanOrEqual(strict);
    expect(refused.headers.get('Retry-After')).toBe(String(RATE_LIMITS.strict.period));
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await readError(refused)).toEqual({
      error: { code: 'rate_limited', message: tooManyRequestsText(RATE_LIMITS.strict.period) },
    });
    expect(tooManyRequestsText(60)).toBe('Too many requests, try again in 60 s.');
  });

  it('counts each strict area on its own, and each IP on its own', async () => {
    const ip = freshIp();
    const call = (path: string, from = ip) =>
      callWorker(path, { method: 'POST', headers: { 'CF-Connecting-IP': from } }, REAL_RATE_LIMITS);
    await burstUntilRefused(strict, () => call('/api/verify'));
    expect((await call('/api/verify')).status).toBe(429);
    expect((await call('/api/analytics/pageview')).status).not.toBe(429);
    expect((await call('/api/verify', freshIp())).status).not.toBe(429);
  });

  it('gives made-up tokens nothing: rotating bearers from one IP meet the same counter', async () => {
    const ip = freshIp();
    const call = (token: string) =>
      callWorker(
        '/api/transcript',
        { headers: { 'CF-Connecting-IP': ip, Authorization: `Bearer ${token}` } },
        REAL_RATE_LIMITS,
      );
    let made = 0;
    const { passed } = await burstUntilRefused(strict, () => call(`made-up-${made++}`));
    expect(passed).toBeLessThanOrEqual(2 * strict);
    expect((await call('yet-another-made-up-token')).status).toBe(429);
  });

  it('counts a session on its own too: a spent session is refused from a fresh IP', async () => {
    const token = `session-${crypto.randomUUID()}`;
    const call = (ip: string) =>
      callWorker(
        '/api/verify',
        { method: 'POST', headers: { 'CF-Connecting-IP': ip, Authorization: `Bearer ${token}` } },
        REAL_RATE_LIMITS,
      );
    await burstUntilRefused(strict, () => call(freshIp()));
    expect((await call(freshIp())).status).toBe(429);
  });
});

describe('which limits a call meets', () => {
  it('checks the IP ceiling, then the generous limit keyed by a hash of the session, never the token', async () => {
    const client = recordingLimiter();
    const api = recordingLimiter();
    const call = (token: string) =>
      callWorker(`/api/bot/server/${IDS.server}/nope`, authorised('GET', token), {
        CLIENT_RATE_LIMIT: client.limiter,
        API_RATE_LIMIT: api.limiter,
      });
    await call(USER_TOKEN);
    await call(USER_TOKEN);
    await call('another-token');
    expect(client.keys).toEqual(['ip:unknown', 'ip:unknown', 'ip:unknown']);
    expect(api.keys[0]).toMatch(/^\/api:session:[0-9a-f]{64}$/);
    expect(api.keys[1]).toBe(api.keys[0]);
    expect(api.keys[2]).not.toBe(api.keys[0]);
    expect(api.keys.join()).not.toContain(USER_TOKEN);
  });

  it.each(['/api/transcript', '/api/verify', '/api/csp-report', '/api/analytics/pageview'])(
    'counts %s by the client IP and by the session hash',
    async (path) => {
      const strictLimiter = recordingLimiter();
      await callWorker(
        path,
        { headers: { 'CF-Connecting-IP': '198.51.100.8', Authorization: `Bearer ${USER_TOKEN}` } },
        { STRICT_RATE_LIMIT: strictLimiter.limiter },
      );
      const area = path.replace('/pageview', '');
      expect(strictLimiter.keys).toHaveLength(2);
      expect(strictLimiter.keys[0]).toBe(`${area}:ip:198.51.100.8`);
      expect(strictLimiter.keys[1]).toMatch(new RegExp(`^${area}:session:[0-9a-f]{64}$`));
      expect(strictLimiter.keys.join()).not.toContain(USER_TOKEN);
    },
  );

  it('keys a call without a session by CF-Connecting-IP', async () => {
    const strictLimiter = recordingLimiter();
    await callWorker(
      '/api/transcript',
      { headers: { 'CF-Connecting-IP': '198.51.100.7' } },
      {
        STRICT_RATE_LIMIT: strictLimiter.limiter,
      },
    );
    expect(strictLimiter.keys).toEqual(['/api/transcript:ip:198.51.100.7']);
  });

  it.each([
    ['generous', 'API_RATE_LIMIT', RATE_LIMITS.api.period],
    ['IP ceiling', 'CLIENT_RATE_LIMIT', RATE_LIMITS.client.period],
  ] as const)('refuses with 429 at the %s and forwards nothing', async (_name, binding, period) => {
    const refusing = recordingLimiter(() => true);
    const reply = await callWorker(`/api/bot/server/${IDS.server}`, authorised(), {
      [binding]: refusing.limiter,
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toBe(String(period));
    expect((await readError(reply)).error.code).toBe('rate_limited');
    expectNothingForwarded();
  });

  it('lets the call through when the limiter itself fails', async () => {
    const broken: RateLimit = {
      limit: async () => {
        throw new Error('limiter down');
      },
    };
    const reply = await callWorker('/api/config', {}, { CLIENT_RATE_LIMIT: broken, API_RATE_LIMIT: broken });
    expect(reply.status).toBe(200);
  });
});
