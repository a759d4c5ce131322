// /api/verify: member verification, forwarded to the verification API without any session token.
import { describe, expect, it } from 'vitest';
import { VERIFY_CODE_MAX_LENGTH } from '#shared/schemas/verify';
import { IDS } from '../shared/support/samples';
import { callWorker, jsonRequest, readError } from './support/call-worker';
import { expectNothingForwarded, forwardedRequest, replyJson, VERIFY_API } from './support/fake-upstream';

const body = { code: 'oauth-code-123', guildId: IDS.server };

describe('POST /api/verify', () => {
  it('never sends the Authorization header to the verification API, even when the browser sends one', async () => {
    replyJson('POST', `${VERIFY_API}/verify`, { success: true, message: 'Verified' });
    const reply = await callWorker('/api/verify', jsonRequest('POST', body, 'leaky-token'));
    expect(await reply.json()).toEqual({ success: true, message: 'Verified' });
    const sent = await forwardedRequest();
    expect(sent.url).toBe(`${VERIFY_API}/verify`);
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(JSON.stringify([...sent.headers])).not.toContain('leaky-token');
  });

  it('needs no session', async () => {
    replyJson('POST', `${VERIFY_API}/verify`, { success: true });
    const reply = await callWorker('/api/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(reply.status).toBe(200);
  });

  it('passes a refusal with success, error and details back', async () => {
    const refusal = { success: false, error: 'Invalid OAuth code', details: 'The code has expired.' };
    replyJson('POST', `${VERIFY_API}/verify`, refusal, 400);
    const reply = await callWorker('/api/verify', jsonRequest('POST', body));
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual(refusal);
  });

  it.each([
    ['a missing code', { guildId: IDS.server }, 'code'],
    ['an empty code', { code: '', guildId: IDS.server }, 'code'],
    [
      'a code over 512 characters',
      { code: 'c'.repeat(VERIFY_CODE_MAX_LENGTH + 1), guildId: IDS.server },
      'code',
    ],
    ['a guild id that is not a snowflake', { code: 'x', guildId: '123' }, 'guildId'],
    ['a numeric guild id', { code: 'x', guildId: 110000000000000000 }, 'guildId'],
  ])('answers 400 for %s and calls nothing', async (_case, invalid, path) => {
    const reply = await callWorker('/api/verify', jsonRequest('POST', invalid));
    expect(reply.status).toBe(400);
    const { error } = await readError(reply);
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
    expectNothingForwarded();
  });

  it('answers 503 when only the verification API is unset', async () => {
    const reply = await callWorker('/api/verify', jsonRequest('POST', body), { VERIFY_API_BASE: '' });
    expect(reply.status).toBe(503);
    expect((await readError(reply)).error.message).toBe(
      'The verification service is not configured for this deployment, so this request cannot be served.',
    );
  });
});
