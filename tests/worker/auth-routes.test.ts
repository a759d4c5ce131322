// /api/auth: the Discord login redirect and the session calls.
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '#worker/demo/seed';
import { authorised, callWorker, readError, USER_TOKEN } from './support/call-worker';
import { callDemoEntry } from './support/demo';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

/** The login start as a typed address or bookmark sends it. */
const typed = { headers: { 'Sec-Fetch-Site': 'none' } };

describe('GET /api/auth/discord', () => {
  it('redirects the browser (302) to the bot API login without calling it', async () => {
    const reply = await callWorker('/api/auth/discord', typed);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(`${BOT_API}/auth/discord`);
    expectNothingForwarded();
  });

  it('lands on /auth-landing with the demo token in the demo entry', async () => {
    const reply = await callDemoEntry('/api/auth/discord', typed);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('Location')).toBe(`/auth-landing?token=${DEMO_TOKEN}`);
  });

  it('answers 503 in production when no bot API is set, whatever DEMO_MODE says', async () => {
    const vars = { BOT_API_BASE: '', DEMO_MODE: 'true' } as Partial<Env>;
    const reply = await callWorker('/api/auth/discord', typed, vars);
    expect(reply.status).toBe(503);
    expect((await readError(reply)).error.code).toBe('upstream_not_configured');
    expect(reply.headers.get('Location')).toBeNull();
  });
});

describe('session calls', () => {
  it('POST /api/auth/logout forwards no body', async () => {
    replyJson('POST', `${BOT_API}/auth/logout`, { success: true });
    const reply = await callWorker('/api/auth/logout', authorised('POST'));
    expect(reply.status).toBe(200);
    const sent = await forwardedRequest();
    expect(sent.body).toBeNull();
    expect(sent.headers.get('Content-Type')).toBeNull();
  });

  it('GET /api/auth/me passes a 401 from the bot API back, so the SPA logs out', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { error: 'Invalid or expired token' }, 401);
    const reply = await callWorker('/api/auth/me', authorised('GET', 'expired-token'));
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ error: 'Invalid or expired token' });
    expect((await forwardedRequest()).headers.get('Authorization')).toBe('Bearer expired-token');
  });

  it('GET /api/auth/servers forwards the token exactly as given', async () => {
    replyJson('GET', `${BOT_API}/auth/servers`, { user: { id: '1', username: 'a' }, adminGuilds: [] });
    await callWorker('/api/auth/servers', authorised('GET', `${USER_TOKEN}.with-dots_and-dashes`));
    expect((await forwardedRequest()).headers.get('Authorization')).toBe(
      `Bearer ${USER_TOKEN}.with-dots_and-dashes`,
    );
  });

  it('never forwards cookies or other headers of the browser', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { ok: true });
    await callWorker('/api/auth/me', {
      headers: { Authorization: `Bearer ${USER_TOKEN}`, Cookie: 'session=secret', 'X-Custom': '1' },
    });
    const sent = await forwardedRequest();
    expect([...sent.headers.keys()].sort()).toEqual(['accept', 'authorization']);
  });
});
