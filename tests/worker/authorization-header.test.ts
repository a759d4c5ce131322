// An Authorization header that is not `Bearer <token>`: refused with 401, never served with the session cookie instead.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/constants/session';
import { IDS } from '../shared/support/samples';
import { callWorker, readError, SITE, USER_TOKEN } from './support/call-worker';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

const cookie = `${SESSION_COOKIE}=${USER_TOKEN}`;
const malformed = [
  ['Basic credentials', 'Basic eDp5'],
  ['a bearer of two words', 'Bearer two words'],
  ['a bearer with no token', 'Bearer '],
  ['a bare token', USER_TOKEN],
  ['a bearer with a cookie-breaking character', 'Bearer a;b'],
  ['a bearer with padding inside', 'Bearer ab=cd'],
] as const;

describe('a request whose Authorization header is not a well-formed bearer', () => {
  it.each(malformed)('with %s is answered 401 and nothing is forwarded', async (_name, authorization) => {
    const reply = await callWorker('/api/auth/me', {
      headers: { Authorization: authorization, Cookie: cookie },
    });
    expect(reply.status).toBe(401);
    expect(await readError(reply)).toEqual({
      error: { code: 'invalid_authorization', message: 'The Authorization header must be "Bearer <token>".' },
    });
    expectNothingForwarded();
  });

  it('cannot ride the session cookie past the CSRF check from another site', async () => {
    const reply = await callWorker(`/api/bot/server/${IDS.server}/prefix`, {
      method: 'POST',
      headers: {
        Authorization: 'Basic eDp5',
        Cookie: cookie,
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefix: '?' }),
    });
    expect(reply.status).toBe(401);
    expectNothingForwarded();
  });

  it('is refused on public routes too, where no token is needed', async () => {
    const reply = await callWorker('/api/config', { headers: { Authorization: 'Basic eDp5' } });
    expect(reply.status).toBe(401);
  });

  it('keeps the session cookie: a refused header does not sign the browser out', async () => {
    const reply = await callWorker('/api/auth/me', {
      headers: { Authorization: 'Basic eDp5', Cookie: cookie },
    });
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});

describe('a well-formed bearer header', () => {
  it('is forwarded as it is, whatever the case of the scheme, and wins over the cookie', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { ok: true });
    const reply = await callWorker('/api/auth/me', {
      headers: { Authorization: 'bearer eyJhbGciOi.eyJzdWIi.c2lnbg==', Cookie: cookie, Origin: SITE },
    });
    expect(reply.status).toBe(200);
    expect((await forwardedRequest()).headers.get('Authorization')).toBe(
      'Bearer eyJhbGciOi.eyJzdWIi.c2lnbg==',
    );
  });
});
